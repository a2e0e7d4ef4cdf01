import type { SosAlarm } from '../../../../src/contract/calldata';

/** An open SOS alarm of Acme's demo member, with no position and nothing linked unless overridden. */
export function sampleAlarm(id: string, overrides: Partial<SosAlarm> = {}): SosAlarm {
  return {
    id,
    memberName: `Member ${id}`,
    memberAccount: `member.${id}`,
    deviceId: `DEV-${id}`,
    alarmTime: Date.UTC(2026, 10, 22, 5, 30, 0),
    alarmType: 'sos',
    latitude: null,
    longitude: null,
    address: '',
    accuracyM: null,
    status: 'open',
    acknowledgedBy: null,
    acknowledgedAt: null,
    closedBy: null,
    closedAt: null,
    notes: '',
    relatedCdrId: null,
    relatedPttId: null,
    relatedMediaId: null,
    simulated: false,
    ...overrides,
  };
}
