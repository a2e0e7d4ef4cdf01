import { z } from 'zod';
import { defineEndpoint, type EndpointDef, sessionAccess } from '../endpoint';
import { integerBetween } from '../resources/fields';
import { PLATFORM_ROLES, permissionCode } from '../roles';
import { isHost, isHttpUrl } from '../switch/netFields';
import { platformEndpoints } from './platformEndpoint';

/*
 * `<maintenance-panel>` (`maintenance`, ADMIN): the TLS certificate the server also serves HTTPS with
 * (installed without a restart), software packages (verified by size, SHA-256 and the vendor's Ed25519
 * signature, stored and announced, never executed here), the host's interfaces and the addresses the
 * platform advertises, the service ports (applied at the next start), and the server's status.
 */

export const MAINTENANCE_ROUTE = 'maintenance';
const labels = 'operations.maintenance.fields';
const endpoint = platformEndpoints(MAINTENANCE_ROUTE, labels);

/** Largest PEM text of a chain or key. */
const PEM_MAX_CHARS = 64 * 1024;
/** Largest software package. */
const PACKAGE_MAX_BYTES = 50 * 1024 * 1024;

const certificateInfoSchema = z.object({
  subject: z.string(),
  issuer: z.string(),
  /** DNS names and IP addresses of the leaf (subjectAltName), else its CN. */
  names: z.array(z.string()),
  validFrom: z.number().int(),
  validTo: z.number().int(),
  daysLeft: z.number().int(),
  fingerprint256: z.string(),
  chainLength: z.number().int(),
});
export type CertificateInfo = z.infer<typeof certificateInfoSchema>;

const tlsStatusSchema = z.object({
  certificate: certificateInfoSchema.nullable(),
  /** The port HTTPS answers on now; null while no certificate is installed. */
  httpsPort: z.number().int().nullable(),
});
export type TlsStatus = z.infer<typeof tlsStatusSchema>;

export const getTls = endpoint('tls', 'search', {
  request: z.object({}),
  response: tlsStatusSchema,
  summary: 'The installed certificate (names, expiry, days left) and the HTTPS port it is served on.',
});

export const installCertificate = endpoint('installCertificate', 'edit', {
  request: z.object({
    chain: z.string().min(1, 'validation.fieldRequired').max(PEM_MAX_CHARS, 'validation.fieldTooLong'),
    key: z.string().min(1, 'validation.fieldRequired').max(PEM_MAX_CHARS, 'validation.fieldTooLong'),
  }),
  response: tlsStatusSchema,
  summary:
    'Install a PEM certificate chain and its key: checked (key matches, chain order, dates) and served on HTTPS at once.',
});

export const removeCertificate = endpoint('removeCertificate', 'delete', {
  request: z.object({}),
  response: tlsStatusSchema,
  summary: 'Remove the certificate; HTTPS stops.',
});

const softwarePackageSchema = z.object({
  id: z.string(),
  version: z.string(),
  fileName: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.number().int(),
  uploadedBy: z.string(),
  notes: z.string(),
});
export type SoftwarePackage = z.infer<typeof softwarePackageSchema>;

export const listPackages = endpoint('packages', 'search', {
  request: z.object({}),
  response: z.object({ packages: z.array(softwarePackageSchema), runningVersion: z.string() }),
  summary: 'The accepted software packages, newest first, and the version running.',
});

export const uploadPackage = defineEndpoint({
  method: 'POST',
  path: `/${MAINTENANCE_ROUTE}/uploadPackage`,
  access: sessionAccess(PLATFORM_ROLES, permissionCode(MAINTENANCE_ROUTE, 'import')),
  labels,
  request: z.object({
    version: z
      .string()
      .trim()
      .regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, 'validation.semver'),
    sha256: z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, 'validation.sha256'),
    /** Base64 Ed25519 signature of `<version>\n<sha256>` by the vendor's key (LICENSE_PUBLIC_KEY). */
    signature: z.string().trim().min(1, 'validation.fieldRequired').max(200, 'validation.fieldTooLong'),
    notes: z.string().trim().max(2000, 'validation.fieldTooLong').default(''),
  }),
  response: softwarePackageSchema,
  upload: { maxBytes: PACKAGE_MAX_BYTES },
  summary:
    'Upload a software package; its size, SHA-256 and the vendor signature are verified before it is kept and announced.',
});

export const deletePackage = endpoint('deletePackage', 'delete', {
  request: z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/, 'validation.fieldRequired') }),
  response: z.object({ deleted: z.number().int() }),
  summary: 'Delete an accepted package and its file.',
});

const networkInterfaceSchema = z.object({
  name: z.string(),
  addresses: z.array(
    z.object({ address: z.string(), family: z.string(), cidr: z.string(), internal: z.boolean() }),
  ),
});

const optionalHost = z
  .string()
  .trim()
  .max(253, 'validation.fieldTooLong')
  .refine((value) => value === '' || isHost(value), 'validation.hostInvalid');

export const advertisedAddressesSchema = z.object({
  /** The address terminals and partners reach the console at. */
  consoleUrl: z
    .string()
    .trim()
    .max(255, 'validation.fieldTooLong')
    .refine((value) => value === '' || isHttpUrl(value), 'validation.urlInvalid'),
  sipAddress: optionalHost,
  mediaAddress: optionalHost,
});
export type AdvertisedAddresses = z.infer<typeof advertisedAddressesSchema>;

export const getNetwork = endpoint('network', 'search', {
  request: z.object({}),
  response: z.object({ interfaces: z.array(networkInterfaceSchema), advertised: advertisedAddressesSchema }),
  summary:
    "The host's network interfaces as the server sees them, and the addresses the platform advertises.",
});

export const setAdvertised = endpoint('setAdvertised', 'edit', {
  request: advertisedAddressesSchema,
  response: advertisedAddressesSchema,
  summary: 'Set the addresses the platform advertises (console URL, SIP and media addresses).',
});

export const servicePortsSchema = z
  .object({
    http: integerBetween(1, 65535),
    https: integerBetween(1, 65535),
    websocket: integerBetween(1, 65535),
    sip: integerBetween(1, 65535),
    sipTls: integerBetween(1, 65535),
  })
  .refine((ports) => new Set(Object.values(ports)).size === Object.values(ports).length, {
    message: 'validation.portsClash',
    path: ['https'],
  });
export type ServicePorts = z.infer<typeof servicePortsSchema>;

export const getPorts = endpoint('ports', 'search', {
  request: z.object({}),
  response: z.object({
    stored: servicePortsSchema,
    /** What this process listens on now (SIP is the switch's: as stored). */
    running: z.object({
      http: z.number().int(),
      https: z.number().int().nullable(),
      websocket: z.number().int(),
    }),
  }),
  summary: 'The service ports: stored (applied at the next start) and those in use now.',
});

export const setPorts = endpoint('setPorts', 'edit', {
  request: servicePortsSchema,
  response: servicePortsSchema,
  summary:
    'Store the service ports (no two alike), applied at the next start unless the environment sets them.',
});

export const getServerStatus = endpoint('status', 'search', {
  request: z.object({}),
  response: z.object({
    version: z.string(),
    nodeVersion: z.string(),
    startedAt: z.number().int(),
    uptimeSeconds: z.number().int(),
    engine: z.enum(['sqlite', 'postgres']),
    databaseBytes: z.number().nullable(),
    disk: z.object({ totalBytes: z.number(), usedBytes: z.number() }).nullable(),
    sockets: z.number().int(),
    hostname: z.string(),
    platform: z.string(),
  }),
  summary: 'Versions, uptime, database engine and size, disk, and the connected sockets.',
});

export const MAINTENANCE_ENDPOINTS: readonly EndpointDef[] = [
  getTls,
  installCertificate,
  removeCertificate,
  listPackages,
  uploadPackage,
  deletePackage,
  getNetwork,
  setAdvertised,
  getPorts,
  setPorts,
  getServerStatus,
];
