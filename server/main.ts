import { createServer } from './app';
import { loadConfig } from './config';
import { simulatorBannerLine } from './simulator/trafficSimulator';
import { startBanner } from './startBanner';
import { switchStartupCheck } from './switch/switchGuard';

/** `tsx server/main.ts`: the reference API with the environment's configuration (see server/config.ts). */
const environmentPorts = ['PORT', 'WS_PORT', 'HTTPS_PORT'].some((name) => process.env[name]);
const config = loadConfig(process.env, {}, process.argv.slice(2));
const check = switchStartupCheck(config);
if (check.errors.length) {
  // Refused before anything listens: a production server never answers with a development secret.
  for (const error of check.errors) console.error(`Dispatch Console API not started: ${error}`);
  process.exit(1);
}
// Ports stored in 服务配置 apply where the environment sets none.
const server = await createServer({ ...config, useStoredPorts: !environmentPorts });
for (const warning of check.warnings) server.app.log.warn(warning);
server.app.log.info(
  { url: server.url, wsUrl: server.wsUrl, engine: server.engine },
  'Dispatch Console API listening (API under /api)',
);
console.log(startBanner(server));
console.log(`${await simulatorBannerLine(server.db)}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.app.log.info({ signal }, 'shutting down');
    server
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}
