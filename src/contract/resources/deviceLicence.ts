import { z } from 'zod';
import { defineResource } from './defineResource';
import { digits, imeiSchema, optionalText, rowMetaShape } from './fields';

/** A device serial: letters, digits and dashes, 6 to 32 characters (printed on the terminal's label). */
const DEVICE_SERIAL = /^[A-Za-z0-9-]{6,32}$/;

/**
 * `<device-license-list>` (advanced configuration, ADMIN): client authorisation. A terminal or phone
 * may use the dispatch app only while its serial (and IMEI, when it has one) is licensed to an enterprise and
 * enabled; the platform licence caps how many devices are licensed. The enterprise is named by its number
 * prefix, which is what people write in an import file.
 */
const deviceLicenceSchema = z.object({
  ...rowMetaShape,
  serial: z.string().trim().regex(DEVICE_SERIAL, 'validation.deviceSerial'),
  imei: imeiSchema,
  enterprisePrefix: digits(1, 10).min(1, 'validation.fieldRequired'),
  /** The enterprise's name, read with the row (not stored with it). */
  enterpriseName: z.string(),
  model: optionalText(64),
  enabled: z.boolean('validation.booleanRequired'),
  description: optionalText(255),
});
export type DeviceLicence = z.infer<typeof deviceLicenceSchema>;

export const deviceLicenceResource = defineResource({
  name: 'deviceLicence',
  routeName: 'device-license',
  table: 'device_licences',
  schema: deviceLicenceSchema,
  scope: 'platform',
  readOnly: ['enterpriseName'],
  virtual: ['enterpriseName'],
  defaults: { imei: '', model: '', enabled: true, description: '' },
  enterpriseScoped: false,
  naturalKey: 'serial',
  searchable: ['serial', 'imei', 'model', 'description'],
  sortable: ['serial', 'enterprisePrefix', 'model', 'enabled', 'createdAt'],
  defaultSort: { field: 'createdAt', order: 'desc' },
  filters: {
    enterprisePrefix: { op: 'eq', field: 'enterprisePrefix' },
    enabled: { op: 'eq', field: 'enabled' },
  },
  unique: [{ fields: ['serial'], message: 'resources.deviceLicence.serialTaken' }],
  references: {},
  exportColumns: ['serial', 'imei', 'enterprisePrefix', 'enterpriseName', 'model', 'enabled', 'description'],
  importColumns: ['serial', 'imei', 'enterprisePrefix', 'model', 'enabled', 'description'],
});
