import type { ResourceDef } from '../resources/defineResource';
import {
  AGENCY_LABELS,
  AGENCY_ROUTE,
  AGENCY_SORTABLE,
  agencyAdd,
  agencyDelete,
  agencyPage,
  agencySchema,
  agencyUpdate,
} from './agency';
import {
  DEFAULT_ENTERPRISE_LIMITS,
  ENTERPRISE_LABELS,
  ENTERPRISE_ROUTE,
  ENTERPRISE_SORTABLE,
  ENTERPRISE_STATUSES,
  enterpriseAdd,
  enterpriseCreateSchema,
  enterpriseDelete,
  enterpriseExport,
  enterpriseGet,
  enterpriseImport,
  enterprisePage,
  enterpriseSchema,
  enterpriseTemplate,
  enterpriseUpdate,
  enterpriseUpdateSchema,
} from './enterprise';

/*
 * The platform resources as the console's kit sees a resource (ResourceListScreen, DataGrid, FormDrawer,
 * ImportDialog, ExportButton): the same description shape as an organisation resource, pointing at the
 * hand-written endpoints. No second copy of a field list: schemas and endpoints are the contract's own.
 */

export const enterpriseView: ResourceDef = {
  name: 'enterprise',
  routeName: ENTERPRISE_ROUTE,
  table: 'enterprises',
  schema: enterpriseSchema,
  readOnly: ['agencyName', 'adminUsername'],
  defaults: {
    status: 'enabled',
    expiry: null,
    functions: [],
    agencyId: null,
    contact: '',
    phone: '',
    ...DEFAULT_ENTERPRISE_LIMITS,
  },
  enterpriseScoped: false,
  naturalKey: 'name',
  searchable: ['name', 'prefix', 'contact', 'phone'],
  sortable: ENTERPRISE_SORTABLE,
  defaultSort: { field: 'createdAt', order: 'desc' },
  filters: { status: { op: 'eq', field: 'status' } },
  unique: [{ fields: ['prefix'] }],
  references: {},
  exportColumns: ['name', 'prefix', 'contact', 'phone', 'status', 'expiry', 'agencyName', 'createdAt'],
  importColumns: [],
  operations: ['page', 'get', 'add', 'update', 'delete', 'import', 'export', 'template'],
  createSchema: enterpriseCreateSchema,
  updateSchema: enterpriseUpdateSchema,
  pageSchema: enterprisePage.request,
  endpoints: {
    page: enterprisePage,
    get: enterpriseGet,
    add: enterpriseAdd,
    update: enterpriseUpdate,
    delete: enterpriseDelete,
    import: enterpriseImport,
    export: enterpriseExport,
    template: enterpriseTemplate,
  },
  labels: ENTERPRISE_LABELS,
};

/** The enterprise statuses for a filter's choice. */
const ENTERPRISE_STATUS_OPTIONS = ENTERPRISE_STATUSES;

export const agencyView: ResourceDef = {
  name: 'agency',
  routeName: AGENCY_ROUTE,
  table: 'agencies',
  schema: agencySchema,
  readOnly: ['enterpriseCount', 'accounts'],
  defaults: { contact: '', phone: '', enterpriseQuota: 10, extensionQuota: 1000 },
  enterpriseScoped: false,
  naturalKey: 'name',
  searchable: ['name'],
  sortable: AGENCY_SORTABLE,
  defaultSort: { field: 'name', order: 'asc' },
  filters: {},
  unique: [{ fields: ['name'] }],
  references: {},
  exportColumns: [
    'name',
    'contact',
    'phone',
    'enterpriseQuota',
    'extensionQuota',
    'enterpriseCount',
    'accounts',
  ],
  importColumns: [],
  operations: ['page', 'add', 'update', 'delete'],
  createSchema: agencyAdd.request,
  updateSchema: agencyUpdate.request,
  pageSchema: agencyPage.request,
  endpoints: { page: agencyPage, add: agencyAdd, update: agencyUpdate, delete: agencyDelete },
  labels: AGENCY_LABELS,
};
