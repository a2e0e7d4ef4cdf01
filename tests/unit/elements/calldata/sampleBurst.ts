import type { PttRecord } from '../../../../src/contract/calldata';

/** Burst `n` of the "Patrol" group: half a second long, one second after burst n - 1, with its own file. */
export function sampleBurst(n: number): PttRecord {
  return {
    id: String(n),
    groupName: 'Patrol',
    talkerName: `talker ${n}`,
    talkerExtension: '8001',
    startTime: 1_700_000_000_000 + n * 1000,
    endTime: 1_700_000_000_500 + n * 1000,
    durationMs: 500,
    latitude: null,
    longitude: null,
    address: '',
    emergency: false,
    fileId: String(100 + n),
    simulated: false,
  };
}
