import { z } from 'zod';
import { defineResource, resourceEndpoint } from './defineResource';
import { digits, idSchema, integerBetween, optionalText, referenceSchema, rowMetaShape } from './fields';

export const RECORDING_MODES = ['all', 'inbound', 'outbound', 'none'] as const;
const FORWARD_MODES = ['none', 'all', 'busy', 'noAnswer'] as const;

/** Digits after the enterprise prefix in a range-created extension number (8001 + 001 → 8001001). */
export const EXTENSION_SUFFIX_DIGITS = 3;

/** SIP secrets: letters and digits, generated when left empty. */
const extensionPassword = z
  .string()
  .trim()
  .max(32, 'validation.fieldTooLong')
  .regex(/^([A-Za-z0-9]{6,32})?$/, 'validation.extensionPassword');

/** A SIP extension (number) of the enterprise (docs/behaviour.md#screens-and-routes /org/extension). */
const extensionSchema = z.object({
  ...rowMetaShape,
  number: digits(3, 15),
  displayName: optionalText(64),
  /** The member bound to the extension (stored on the member, one member per extension). */
  memberId: referenceSchema,
  /**
   * The bound member's name, answered with the row: a reader of the extensions alone may not read members,
   * and the column still names who holds the number.
   */
  memberName: z.string().nullable(),
  /** The bound member's account, which tells two members of one name apart. */
  memberAccount: z.string().nullable(),
  callerIdName: optionalText(64),
  callerIdNumber: digits(0, 20),
  maxRegistrations: integerBetween(1, 10),
  recordingMode: z.enum(RECORDING_MODES, 'validation.invalidChoice'),
  forwardMode: z.enum(FORWARD_MODES, 'validation.invalidChoice'),
  forwardTarget: digits(0, 32),
  doNotDisturb: z.boolean('validation.booleanRequired'),
  enabled: z.boolean('validation.booleanRequired'),
  description: optionalText(255),
});
export type Extension = z.infer<typeof extensionSchema>;

export const extensionResource = defineResource({
  name: 'extension',
  routeName: 'extension',
  table: 'extensions',
  schema: extensionSchema,
  readOnly: ['memberName', 'memberAccount'],
  virtual: ['memberId', 'memberName', 'memberAccount'],
  writeOnly: { password: extensionPassword.optional() },
  defaults: {
    displayName: '',
    memberId: null,
    callerIdName: '',
    callerIdNumber: '',
    maxRegistrations: 1,
    recordingMode: 'none',
    forwardMode: 'none',
    forwardTarget: '',
    doNotDisturb: false,
    enabled: true,
    description: '',
    password: '',
  },
  enterpriseScoped: true,
  naturalKey: 'number',
  searchable: ['number', 'displayName', 'callerIdName', 'callerIdNumber'],
  sortable: ['number', 'displayName', 'maxRegistrations', 'recordingMode', 'enabled', 'createdAt'],
  defaultSort: { field: 'number', order: 'asc' },
  filters: {
    enabled: { op: 'eq', field: 'enabled' },
    recordingMode: { op: 'eq', field: 'recordingMode' },
    forwardMode: { op: 'eq', field: 'forwardMode' },
  },
  unique: [{ fields: ['number'], message: 'resources.extension.numberTaken' }],
  references: { memberId: { resource: 'localuser', onDelete: 'clear' } },
  rules: [
    {
      field: 'forwardTarget',
      message: 'validation.forwardTargetRequired',
      holds: (row) => row.forwardMode === 'none' || row.forwardTarget !== '',
    },
  ],
  exportColumns: [
    'number',
    'displayName',
    'memberId',
    'callerIdName',
    'callerIdNumber',
    'maxRegistrations',
    'recordingMode',
    'forwardMode',
    'forwardTarget',
    'doNotDisturb',
    'enabled',
    'description',
  ],
  importColumns: [
    'number',
    'displayName',
    'password',
    'callerIdName',
    'callerIdNumber',
    'maxRegistrations',
    'recordingMode',
    'forwardMode',
    'forwardTarget',
    'doNotDisturb',
    'enabled',
    'description',
  ],
});

/** Largest range of one batch add. */
export const EXTENSION_BATCH_MAX = 500;

export const batchAddExtensions = resourceEndpoint(extensionResource, 'batchAdd', 'add', {
  request: z.object({
    /** First suffix after the enterprise prefix (0–999). */
    start: integerBetween(0, 10 ** EXTENSION_SUFFIX_DIGITS - 1),
    count: integerBetween(1, EXTENSION_BATCH_MAX),
    maxRegistrations: integerBetween(1, 10).default(1),
    recordingMode: z.enum(RECORDING_MODES, 'validation.invalidChoice').default('none'),
  }),
  response: z.object({ created: z.number().int(), first: z.string(), last: z.string() }),
  summary: 'Create a range of extension numbers after the enterprise prefix, all or nothing.',
});

export const resetExtensionPassword = resourceEndpoint(extensionResource, 'resetPassword', 'edit', {
  request: z.object({ id: idSchema }),
  /** The new generated secret, shown once to configure the device. */
  response: z.object({ password: z.string() }),
  summary: 'Replace the SIP secret of an extension with a generated one; answers it once.',
});
