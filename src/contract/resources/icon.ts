import { z } from 'zod';
import { defineResource, resourceEndpoint } from './defineResource';
import { idSchema, optionalText, requiredText, rowMetaShape } from './fields';
import { mediaUrlSchema } from './files';

const ICON_TYPES = ['image/png', 'image/svg+xml', 'image/jpeg'] as const;
/** Largest icon file. */
export const ICON_MAX_BYTES = 512 * 1024;

/** An icon for members and devices (docs/behaviour.md#screens-and-routes /org/localuser-icon); the image is uploaded, not typed in. */
const iconSchema = z.object({
  ...rowMetaShape,
  name: requiredText(64),
  description: optionalText(255),
  mimeType: z.enum(ICON_TYPES),
  size: z.number().int(),
  fileName: z.string(),
});
export type Icon = z.infer<typeof iconSchema>;

export const iconResource = defineResource({
  name: 'icon',
  routeName: 'localuser-icon',
  table: 'icons',
  schema: iconSchema,
  readOnly: ['mimeType', 'size', 'fileName'],
  defaults: { description: '' },
  enterpriseScoped: true,
  naturalKey: 'name',
  searchable: ['name', 'description', 'fileName'],
  sortable: ['name', 'size', 'createdAt'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  filters: { mimeType: { op: 'eq', field: 'mimeType' } },
  unique: [],
  references: {},
  exportColumns: ['name', 'description', 'mimeType', 'size', 'fileName', 'createdAt'],
  importColumns: [],
  operations: ['page', 'get', 'update', 'delete', 'export'],
});

export const uploadIcon = resourceEndpoint(iconResource, 'upload', 'add', {
  request: z.object({ name: requiredText(64).optional(), description: optionalText(255).optional() }),
  response: iconSchema,
  upload: { maxBytes: ICON_MAX_BYTES },
  summary: 'Upload a PNG, SVG or JPEG icon (type by content, at most 512 KB; SVG is sanitised).',
});

export const iconMediaUrl = resourceEndpoint(iconResource, 'mediaUrl', 'search', {
  request: z.object({ id: idSchema }),
  response: mediaUrlSchema,
  summary: 'A short-lived signed URL of the icon image, for <img> (no headers needed).',
});
