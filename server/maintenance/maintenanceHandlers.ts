import { stat, statfs } from 'node:fs/promises';
import { hostname, networkInterfaces, platform } from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { VerbOf } from '../../src/contract/audit/operationCodes';
import {
  type AdvertisedAddresses,
  advertisedAddressesSchema,
  deletePackage,
  getNetwork,
  getPorts,
  getServerStatus,
  getTls,
  installCertificate,
  listPackages as listPackagesEndpoint,
  removeCertificate,
  type ServicePorts,
  servicePortsSchema,
  setAdvertised,
  setPorts,
  type TlsStatus,
  uploadPackage,
} from '../../src/contract/operations/maintenance';
import { engineOf } from '../backup/backupService';
import type { ServerConfig } from '../config';
import { readSettingOf, writeJsonSetting } from '../db/jsonSettings';
import type { Database } from '../db/schema';
import { type EndpointHandler, type HandlerContext, handle, sessionOf } from '../handlers/handler';
import { recordPlatformChange } from '../handlers/platformAudit';
import { PRODUCT_VERSION } from '../handlers/sysinfo';
import { refused } from '../http/errors';
import {
  CertificateRefused,
  checkCertificate,
  describeCertificate,
  parseChain,
  readStoredCertificate,
  removeStoredCertificate,
  storeCertificate,
} from './certificates';
import type { HttpsServer } from './httpsServer';
import { checkPackage, listPackages, removePackage, storePackage } from './packages';

/*
 * `<maintenance-panel>`: certificate and HTTPS, software packages, network, ports, status. The
 * running server's parts (its HTTPS server, socket count, start time) are registered per database, as the
 * service log's are.
 */

export interface MaintenanceServices {
  https: HttpsServer;
  socketCount(): number;
  startedAt: number;
  running: { http: number; websocket: number };
}
const registry = new WeakMap<object, MaintenanceServices>();
export function registerMaintenance(db: object, services: MaintenanceServices): void {
  registry.set(db, services);
}
function servicesOf(context: HandlerContext<unknown>): MaintenanceServices {
  const services = registry.get(context.db);
  if (!services) throw refused('api.maintenance.unavailable');
  return services;
}

const ADVERTISED_KEY = 'maintenance.advertised';
const PORTS_KEY = 'maintenance.ports';

function defaultPorts(config: ServerConfig): ServicePorts {
  return {
    http: config.port || 3000,
    https: config.httpsPort || 3443,
    websocket: config.wsPort || 8012,
    sip: 5060,
    sipTls: 5061,
  };
}
/** The stored service ports, or null when none were stored. */
export async function readStoredPorts(db: Kysely<Database>): Promise<ServicePorts | null> {
  return readSettingOf<ServicePorts | null>(db, PORTS_KEY, servicePortsSchema, null);
}

const audited = (
  context: HandlerContext<unknown>,
  action: VerbOf<'maintenance'>,
  target: string,
  detail: string,
) => recordPlatformChange(context, `maintenance:${action}`, target, detail);

function refusedBy(error: unknown): never {
  if (error instanceof CertificateRefused) throw refused(error.key, error.params);
  throw error;
}

async function tlsStatus(context: HandlerContext<unknown>): Promise<TlsStatus> {
  const stored = await readStoredCertificate(context.config.dataDir);
  return {
    certificate: stored ? describeCertificate(parseChain(stored.chain), context.now) : null,
    httpsPort: servicesOf(context).https.runningPort,
  };
}

/** At start: serve HTTPS with the stored certificate, if any (a certificate that no longer loads is logged). */
export async function startStoredHttps(dataDir: string, https: HttpsServer): Promise<void> {
  const stored = await readStoredCertificate(dataDir);
  if (stored) await https.use(stored.chain, stored.key);
}

export const MAINTENANCE_HANDLERS: readonly EndpointHandler[] = [
  handle(getTls, async (context) => tlsStatus(context)),
  handle(installCertificate, async (context) => {
    let checked: ReturnType<typeof checkCertificate>;
    try {
      checked = checkCertificate(context.input.chain, context.input.key, context.now);
    } catch (error) {
      refusedBy(error);
    }
    await servicesOf(context).https.use(checked.chain, checked.key);
    await storeCertificate(context.config.dataDir, checked);
    await audited(
      context,
      'installCertificate',
      checked.info.subject,
      JSON.stringify({ names: checked.info.names, validTo: checked.info.validTo }),
    );
    return tlsStatus(context);
  }),
  handle(removeCertificate, async (context) => {
    await servicesOf(context).https.stop();
    await removeStoredCertificate(context.config.dataDir);
    await audited(context, 'removeCertificate', '', '');
    return tlsStatus(context);
  }),
  handle(listPackagesEndpoint, async (context) => ({
    packages: await listPackages(context.config.dataDir),
    runningVersion: PRODUCT_VERSION,
  })),
  handle(uploadPackage, async (context) => {
    const file = context.upload;
    if (!file) throw refused('resources.fileMissing');
    const { version, sha256, signature, notes } = context.input;
    try {
      checkPackage(file.content, version, sha256, signature);
    } catch (error) {
      refusedBy(error);
    }
    const stored = await storePackage(context.config.dataDir, file.content, {
      version,
      fileName: path.basename(file.filename).slice(0, 200),
      bytes: file.content.length,
      sha256: sha256.toLowerCase(),
      uploadedAt: context.now,
      uploadedBy: sessionOf(context).username,
      notes,
    });
    await audited(
      context,
      'uploadPackage',
      version,
      JSON.stringify({ sha256: stored.sha256, bytes: stored.bytes }),
    );
    return stored;
  }),
  handle(deletePackage, async (context) => {
    const deleted = await removePackage(context.config.dataDir, context.input.id);
    if (!deleted) throw refused('api.maintenance.noPackage');
    await audited(context, 'deletePackage', context.input.id, '');
    return { deleted };
  }),
  handle(getNetwork, async (context) => ({
    interfaces: Object.entries(networkInterfaces()).map(([name, addresses]) => ({
      name,
      addresses: (addresses ?? []).map((address) => ({
        address: address.address,
        family: String(address.family),
        cidr: address.cidr ?? '',
        internal: address.internal,
      })),
    })),
    advertised: await readSettingOf<AdvertisedAddresses>(
      context.db,
      ADVERTISED_KEY,
      advertisedAddressesSchema,
      {
        consoleUrl: '',
        sipAddress: '',
        mediaAddress: '',
      },
    ),
  })),
  handle(setAdvertised, async (context) => {
    await writeJsonSetting(context.db, ADVERTISED_KEY, context.input);
    await audited(context, 'setAdvertised', '', JSON.stringify(context.input));
    return context.input;
  }),
  handle(getPorts, async (context) => {
    const services = servicesOf(context);
    return {
      stored: (await readStoredPorts(context.db)) ?? defaultPorts(context.config),
      running: {
        http: services.running.http,
        https: services.https.runningPort,
        websocket: services.running.websocket,
      },
    };
  }),
  handle(setPorts, async (context) => {
    await writeJsonSetting(context.db, PORTS_KEY, context.input);
    await audited(context, 'setPorts', '', JSON.stringify(context.input));
    return context.input;
  }),
  handle(getServerStatus, async (context) => {
    const services = servicesOf(context);
    const engine = engineOf(context.config);
    let databaseBytes: number | null = null;
    try {
      if (engine === 'sqlite') databaseBytes = (await stat(context.config.databaseUrl)).size;
      else {
        const result = await sql<{
          bytes: string;
        }>`select pg_database_size(current_database()) as bytes`.execute(context.db);
        databaseBytes = Number(result.rows[0]?.bytes ?? 0);
      }
    } catch {
      databaseBytes = null;
    }
    let disk: { totalBytes: number; usedBytes: number } | null = null;
    try {
      const stats = await statfs(context.config.dataDir);
      disk = {
        totalBytes: stats.blocks * stats.bsize,
        usedBytes: (stats.blocks - stats.bfree) * stats.bsize,
      };
    } catch {
      disk = null;
    }
    return {
      version: PRODUCT_VERSION,
      nodeVersion: process.version,
      startedAt: services.startedAt,
      uptimeSeconds: Math.round((context.now - services.startedAt) / 1000),
      engine,
      databaseBytes,
      disk,
      sockets: services.socketCount(),
      hostname: hostname(),
      platform: `${platform()} ${process.arch}`,
    };
  }),
];
