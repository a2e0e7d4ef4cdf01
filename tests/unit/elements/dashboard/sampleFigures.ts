import type { MonitorFigures } from '../../../../src/contract/monitor';

/** A schema-valid figure set for element tests; `at` and a few values vary per call. */
export function sampleFigures(
  patch: { at?: number; cpu?: number; channels?: number; enterprise?: boolean } = {},
): MonitorFigures {
  return {
    at: patch.at ?? Date.UTC(2026, 0, 2, 3, 4, 5),
    scope: patch.enterprise ? 'enterprise' : 'platform',
    enterpriseId: patch.enterprise ? 'e-1' : null,
    host: {
      hostname: 'host-a',
      platform: 'Linux 6.1',
      cores: 4,
      uptimeSeconds: 3_723,
      cpuPercent: patch.cpu ?? 12.5,
      memory: { totalBytes: 8 * 1024 ** 3, usedBytes: 2 * 1024 ** 3, percent: 25 },
      disk: { totalBytes: 100 * 1024 ** 3, usedBytes: 40 * 1024 ** 3, percent: 40 },
      network: { rxBytesPerSecond: 1536, txBytesPerSecond: 2048 },
      runtime: { heapUsedBytes: 50 * 1024 ** 2, heapTotalBytes: 80 * 1024 ** 2, rssBytes: 120 * 1024 ** 2 },
    },
    services: {
      server: 'running',
      sip: 'notConfigured',
      multimedia: 'notConfigured',
      softSwitch: 'simulated',
    },
    onlineUsers: 1234,
    activeChannels: patch.channels ?? 3,
    counters: {
      devices: 40,
      dispatchConsoles: 6,
      downloads: 1,
      cameras: { total: 3, rtsp: 2, onvif: 1 },
      calls: 12_345,
      callsInProgress: 2,
    },
    organisation: { members: 40, extensions: 50, groups: 3, enterprises: patch.enterprise ? 1 : 2 },
    enterprise: patch.enterprise
      ? {
          id: 'e-1',
          name: 'Acme Logistics',
          prefix: '8001',
          expiry: null,
          members: { used: 40, limit: 100 },
          groups: { used: 3, limit: null },
        }
      : null,
    callDataAvailable: true,
    switchBackend: null,
  };
}
