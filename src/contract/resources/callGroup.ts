import { z } from 'zod';
import { defineResource } from './defineResource';
import { digits, idSchema, integerBetween, optionalText, requiredText, rowMetaShape } from './fields';

const CALL_GROUP_TYPES = ['ring', 'ptt', 'broadcast'] as const;
const RING_STRATEGIES = ['simultaneous', 'sequence', 'rollover', 'random'] as const;

/** A call group: one number that rings, talks to (PTT) or broadcasts to its members (docs/behaviour.md#screens-and-routes /org/callgroup). */
const callGroupSchema = z.object({
  ...rowMetaShape,
  name: requiredText(64),
  number: digits(3, 15),
  type: z.enum(CALL_GROUP_TYPES, 'validation.invalidChoice'),
  strategy: z.enum(RING_STRATEGIES, 'validation.invalidChoice'),
  /** Seconds a call rings before the next step or giving up. */
  timeoutSeconds: integerBetween(5, 300),
  /** 1 (lowest) to 10 (highest): who wins when groups compete for a member. */
  priority: integerBetween(1, 10),
  /** Members in order; the order matters for the sequence and rollover strategies. */
  memberIds: z
    .array(idSchema)
    .max(1000, 'validation.fieldTooLong')
    .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateItems'),
  enabled: z.boolean('validation.booleanRequired'),
  description: optionalText(255),
});
export type CallGroup = z.infer<typeof callGroupSchema>;

export const callGroupResource = defineResource({
  name: 'callGroup',
  routeName: 'callgroup',
  table: 'call_groups',
  schema: callGroupSchema,
  defaults: {
    type: 'ring',
    strategy: 'simultaneous',
    timeoutSeconds: 30,
    priority: 5,
    memberIds: [],
    enabled: true,
    description: '',
  },
  enterpriseScoped: true,
  naturalKey: 'name',
  searchable: ['name', 'number', 'description'],
  sortable: ['name', 'number', 'type', 'priority', 'createdAt'],
  defaultSort: { field: 'number', order: 'asc' },
  filters: { type: { op: 'eq', field: 'type' }, enabled: { op: 'eq', field: 'enabled' } },
  unique: [
    { fields: ['number'], message: 'resources.callGroup.numberTaken' },
    { fields: ['name'], message: 'resources.callGroup.nameTaken' },
  ],
  references: {},
  links: {
    memberIds: {
      resource: 'localuser',
      table: 'call_group_members',
      ownerColumn: 'call_group_id',
      itemColumn: 'member_id',
    },
  },
  exportColumns: [
    'name',
    'number',
    'type',
    'strategy',
    'timeoutSeconds',
    'priority',
    'memberIds',
    'enabled',
    'description',
  ],
  importColumns: [
    'name',
    'number',
    'type',
    'strategy',
    'timeoutSeconds',
    'priority',
    'memberIds',
    'enabled',
    'description',
  ],
});
