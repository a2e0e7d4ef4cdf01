import type { z } from 'zod';
import { agencyAdd, agencyUpdate } from '../accounts/agency';
import { enterpriseAdd, enterpriseUpdate } from '../accounts/enterprise';
import { licenceTermsSchema } from '../accounts/licence';
import { addTask } from '../apps/appTask';
import { attendanceRuleSchema } from '../apps/attendanceRules';
import { setBranding } from '../branding';
import { RECORD_RESOURCES } from '../calldata';
import type { EndpointDef } from '../endpoint';
import { addCronTask } from '../operations/cronTask';
import { backupPolicySchema } from '../operations/databaseBackup';
import { setAdvertised, setPorts } from '../operations/maintenance';
import { RESOURCES } from '../resources';
import { updateHotStandby } from '../switch';

/*
 * Every operation code the server writes to the operation log (server/db/audit.ts takes only these), so the
 * words of each can be checked in both locales (tests/unit/audit/operationWords.test.ts) and a new code without
 * words cannot slip in: an operation is written once and read in any language later.
 */

/** Session events: a person signing in, out, or changing their own credentials. */
const SESSION_EVENTS = [
  'login',
  'login:failed',
  'login:throttled',
  'logout',
  'setPassword',
  'register',
  'resetPassword',
  'updateLoginMethods',
  'confirmQrLogin',
  'cancelQrLogin',
] as const;

/** Changes made through the platform's own handlers (not the generic resource writes). */
const PLATFORM_OPERATIONS = [
  'enterprise:add',
  'enterprise:update',
  'enterprise:delete',
  'enterprise:setExpiry',
  'enterprise:setFunctions',
  'enterprise:setStatus',
  'enterprise:import',
  'enterprise:export',
  'enterprise:resetExtensionSecret',
  'enterprise:setAdminPassword',
  'agency:add',
  'agency:update',
  'agency:delete',
  'admin:add',
  'admin:update',
  'admin:setStatus',
  'admin:resetPassword',
  'admin:delete',
  'license:upload',
  'server-time:update',
  'log:edit',
  'partner:token',
  'enterprise-oem:setOrigins',
  'enterprise-oem:addPartnerKey',
  'enterprise-oem:revokePartnerKey',
  'enterprise-oem:setBranding',
  'enterprise-oem:upload-logo',
  'enterprise-oem:upload-background',
  'enterprise-oem:remove-logo',
  'enterprise-oem:remove-background',
  'appversion:add',
  'appversion:edit',
  'appversion:delete',
  'sipAdvance:saveOverride',
  'sipAdvance:rollback',
  'sipAdvance:deleteOverride',
  'sipacl:update',
  'backup:update',
  'corn-task:add',
  'corn-task:update',
  'corn-task:delete',
  'corn-task:run',
  'maintenance:installCertificate',
  'maintenance:removeCertificate',
  'maintenance:uploadPackage',
  'maintenance:deletePackage',
  'maintenance:setAdvertised',
  'maintenance:setPorts',
  'feedback:edit',
  'feedback:delete',
  'feedback:export',
  'database-backup:add',
  'database-backup:delete',
  'database-backup:export',
  'database-backup:restore',
  'database-backup:edit',
  'task:add',
  'task:update',
  'task:cancel',
  'task:comment',
  'task:delete',
  'task:export',
  'task:upload',
  'task:removeAttachment',
  'attendance:export',
  'attendance:reportExport',
  'attendance:saveRule',
  'attendance:deleteRule',
] as const;

/** The writes every resource family has (server/resources/writes.ts, transfer.ts), where it declares them. */
const FAMILY_WRITES = ['add', 'update', 'delete', 'import', 'export'] as const;

/** Resource writes beyond the family: their own endpoints (server/resources/behaviours, calldata/sosHandlers). */
const RESOURCE_EXTRA_OPERATIONS = [
  'localuser:resetPassword',
  'localuser:setStatus',
  'extension:batchAdd',
  'extension:resetPassword',
  'dept:move',
  'broadcast-file:upload',
  'localuser-icon:upload',
  'sos:transition',
  'sos:report',
  'sipProfile:setIntent',
  'dialplan:reorder',
] as const;

type ExtraOperation = (typeof RESOURCE_EXTRA_OPERATIONS)[number];

/** The verb a resource write passes to the log (`<routeName>:<verb>`). */
export type ResourceWriteVerb =
  | (typeof FAMILY_WRITES)[number]
  | (ExtraOperation extends `${string}:${infer Verb}` ? Verb : never);

type PlatformOperation = (typeof PLATFORM_OPERATIONS)[number] | (typeof SESSION_EVENTS)[number];

/** A code the server may write; a resource's is `<routeName>:<verb>` (its route names are not literal types). */
export type OperationCode = PlatformOperation | `${string}:${ResourceWriteVerb}`;

/** The verbs of one prefix (`corn-task` → `add | update | delete | run`), for helpers that prepend it. */
export type VerbOf<Prefix extends string> = PlatformOperation extends infer Code
  ? Code extends `${Prefix}:${infer Verb}`
    ? Verb
    : never
  : never;

function resourceOperationCodes(): string[] {
  const resources = [...RESOURCES, ...RECORD_RESOURCES];
  const family = resources.flatMap((resource) =>
    FAMILY_WRITES.filter((verb) => (resource.operations as readonly string[]).includes(verb)).map(
      (verb) => `${resource.routeName}:${verb}`,
    ),
  );
  return [...family, ...RESOURCE_EXTRA_OPERATIONS];
}

/** Every code the operation log can hold, in no particular order. */
export function operationCodes(): string[] {
  return [...new Set([...SESSION_EVENTS, ...PLATFORM_OPERATIONS, ...resourceOperationCodes()])];
}

const requestFields = (endpoint: EndpointDef) => Object.keys((endpoint.request as z.ZodObject).shape);

/**
 * The detail fields each platform operation writes (the handlers' `detail` objects; where a handler writes its
 * request, the request's own fields), so each can be held to a label in both locales.
 */
function platformDetailFields(): Record<string, readonly string[]> {
  return {
    enterprise: [
      ...requestFields(enterpriseAdd),
      ...requestFields(enterpriseUpdate),
      'ids',
      'rows',
      'imported',
    ],
    agency: [...requestFields(agencyAdd), ...requestFields(agencyUpdate), 'username', 'ids'],
    admin: ['username', 'name', 'phone', 'permits', 'status'],
    license: Object.keys(licenceTermsSchema.shape),
    'server-time': ['timeZone', 'ntpServers'],
    log: ['level', 'retentionDays'],
    'enterprise-oem': [
      ...requestFields(setBranding),
      'origins',
      'logo',
      'background',
      'account',
      'newAccount',
      'expiresAt',
      'sessionsEnded',
      'keysRevoked',
      'accountsDisabled',
    ],
    appversion: ['platform', 'forceUpdate', 'rollout', 'enterprises'],
    sipAdvance: ['version', 'from'],
    backup: requestFields(updateHotStandby),
    'corn-task': [...requestFields(addCronTask), 'deleted', 'outcome', 'rows'],
    maintenance: ['names', 'validTo', ...requestFields(setAdvertised), ...requestFields(setPorts)],
    feedback: ['status', 'reply', 'rows'],
    'database-backup': ['engine', 'sizeBytes', 'sha256', ...Object.keys(backupPolicySchema.shape)],
    task: [...requestFields(addTask), 'note', 'text', 'fileName', 'size', 'rows'],
    attendance: [...Object.keys(attendanceRuleSchema.shape), 'rows'],
  };
}

/** Every (operation, detail field) pair the server can write: a resource's own fields, the platform's declared. */
export function operationDetailFields(): { action: string; field: string }[] {
  const declared = platformDetailFields();
  const pairs: { action: string; field: string }[] = [];
  for (const action of operationCodes()) {
    const prefix = action.split(':', 1)[0] ?? '';
    const resource = [...RESOURCES, ...RECORD_RESOURCES].find((candidate) => candidate.routeName === prefix);
    const fields = resource ? Object.keys(resource.schema.shape) : (declared[prefix] ?? []);
    for (const field of fields) if (field !== 'id') pairs.push({ action, field });
  }
  return pairs;
}
