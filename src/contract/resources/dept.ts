import { z } from 'zod';
import { defineResource, resourceEndpoint } from './defineResource';
import { integerBetween, optionalText, referenceSchema, requiredText, rowMetaShape } from './fields';

/** A department of the enterprise's organisation tree (docs/behaviour.md#screens-and-routes /org/dept). */
const deptSchema = z.object({
  ...rowMetaShape,
  name: requiredText(64),
  /** Parent department; null at the top of the tree. */
  parentId: referenceSchema,
  /** Position among siblings, ascending. */
  sortOrder: integerBetween(0, 99_999),
  /** The member who manages the department. */
  managerId: referenceSchema,
  description: optionalText(255),
});
export type Dept = z.infer<typeof deptSchema>;

export const deptResource = defineResource({
  name: 'dept',
  routeName: 'dept',
  table: 'departments',
  schema: deptSchema,
  defaults: { parentId: null, sortOrder: 0, managerId: null, description: '' },
  enterpriseScoped: true,
  naturalKey: 'name',
  searchable: ['name', 'description'],
  sortable: ['name', 'sortOrder', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'sortOrder', order: 'asc' },
  filters: { parentId: { op: 'eq', field: 'parentId' } },
  unique: [{ fields: ['parentId', 'name'], message: 'resources.dept.nameTaken' }],
  references: {
    parentId: { resource: 'dept', onDelete: 'refuse', inUseMessage: 'resources.dept.hasChildren' },
    managerId: { resource: 'localuser', onDelete: 'clear' },
  },
  exportColumns: ['name', 'parentId', 'sortOrder', 'managerId', 'description', 'createdAt'],
  importColumns: ['name', 'parentId', 'sortOrder', 'managerId', 'description'],
});

/** A node of the department tree with its member counts. */
export interface DeptNode {
  id: string;
  name: string;
  parentId: string | null;
  sortOrder: number;
  managerId: string | null;
  description: string;
  /** Members directly in this department. */
  memberCount: number;
  /** Members in this department and every department below it. */
  totalMemberCount: number;
  children: DeptNode[];
}

const deptNodeSchema: z.ZodType<DeptNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    sortOrder: z.number().int(),
    managerId: z.string().nullable(),
    description: z.string(),
    memberCount: z.number().int(),
    totalMemberCount: z.number().int(),
    children: z.array(deptNodeSchema),
  }),
);

export const deptTree = resourceEndpoint(deptResource, 'tree', 'search', {
  request: z.object({}).optional(),
  response: z.object({
    nodes: z.array(deptNodeSchema),
    /** Members in no department. */
    unassignedMemberCount: z.number().int(),
  }),
  summary: 'The whole department tree, siblings by sort order, with member counts per node.',
});

/** Sort orders of siblings after a move: steps of 10, so a later insert fits between two. */
export const DEPT_SORT_STEP = 10;

/**
 * A drag-and-drop move in one transaction: the department goes under `parentId` (null: the top) and its new
 * siblings take the order of `order` (which names the department itself and every one of them). When the
 * tree changed meanwhile — a sibling added, moved or deleted elsewhere — the move is refused and nothing
 * changes.
 */
export const deptMove = resourceEndpoint(deptResource, 'move', 'edit', {
  request: z
    .object({
      id: z.string().min(1),
      parentId: z.string().min(1).nullable(),
      order: z.array(z.string().min(1)).min(1).max(5_000),
    })
    .strict(),
  response: z.object({ id: z.string(), parentId: z.string().nullable(), sortOrder: z.number().int() }),
  summary: 'Moves a department under a parent and orders its new siblings, in one transaction.',
});
