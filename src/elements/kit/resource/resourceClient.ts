import dayjs from 'dayjs';
import type { EndpointDef } from '../../../contract/endpoint';
import type { ResourceDef, ResourceOperation } from '../../../contract/resources/defineResource';
import type { FileFormat, ImportResult } from '../../../contract/resources/files';
import type { HttpClient } from '../../../core/http/types';
import { reportIfSessionExpired } from '../session/sessionExpiry';
import { type UploadSession, uploadMultipart } from './uploadMultipart';

export type { FileFormat };
export type SortOrder = 'asc' | 'desc';

/** docs/behaviour.md#entities table paging: the request of `/<resource>/page`. */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
  sort?: string;
  order?: SortOrder;
  [filter: string]: unknown;
}

export interface PageResult<Row> {
  records: Row[];
  total: number;
  /** false: `total` is a bound and the list holds more (record lists at ten million rows). */
  totalExact?: boolean;
  /** Cursors of the pages after and before this one (record lists), sent back as `cursor`. */
  next?: string;
  prev?: string;
}

interface ImportOptions {
  /** Rows whose natural key names a stored row update it (off: they are refused as existing). */
  updateExisting?: boolean;
}

/** The calls of one resource's endpoint family (docs/protocol.md), as the kit's widgets make them. */
export interface ResourceClient<Row = Record<string, unknown>> {
  readonly resource: ResourceDef;
  can(operation: ResourceOperation): boolean;
  page(query: PageQuery, signal?: AbortSignal): Promise<PageResult<Row>>;
  get(id: string): Promise<Row>;
  add(values: Record<string, unknown>): Promise<Row>;
  update(values: Record<string, unknown>): Promise<Row>;
  remove(ids: readonly string[]): Promise<{ deleted: number }>;
  /** All or nothing; a refusal rejects with an HttpError whose envelope data lists the bad rows. */
  /** Imports a file; with `updateExisting`, rows naming stored rows update them instead of being refused. */
  importFile(file: File, options?: ImportOptions): Promise<ImportResult>;
  exportRows(filters: Record<string, unknown>, format: FileFormat, ids?: readonly string[]): Promise<void>;
  downloadTemplate(format: FileFormat): Promise<void>;
}

/** `<name>-YYYYMMDD-HHmmss.<format>`: exports of the same screen sort by time in a downloads folder. */
export function datedFilename(name: string, format: FileFormat, now: Date = new Date()): string {
  return `${name}-${dayjs(now).format('YYYYMMDD-HHmmss')}.${format}`;
}

/** Announces `dc-session-expired` for a 1004 or 401, then passes the failure on. */
export async function watched<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    reportIfSessionExpired(error);
    throw error;
  }
}

export function createResourceClient<Row = Record<string, unknown>>(
  http: HttpClient,
  resource: ResourceDef,
  session: UploadSession,
): ResourceClient<Row> {
  const endpoint = (operation: ResourceOperation): EndpointDef => {
    const found = resource.endpoints[operation];
    if (!found) throw new Error(`${resource.routeName} has no ${operation} endpoint`);
    return found;
  };
  const call = <T>(operation: ResourceOperation, payload: unknown, signal?: AbortSignal) =>
    watched(http.call(endpoint(operation), payload, signal ? { signal } : {}) as Promise<T>);

  return {
    resource,
    can: (operation) => resource.operations.includes(operation),
    page: (query, signal) => call<PageResult<Row>>('page', query, signal),
    get: (id) => call<Row>('get', { id }),
    add: (values) => call<Row>('add', values),
    update: (values) => call<Row>('update', values),
    remove: (ids) => call<{ deleted: number }>('delete', { ids }),
    importFile: (file, options) =>
      watched(
        uploadMultipart<ImportResult>(
          http,
          endpoint('import').path,
          file,
          options?.updateExisting ? { updateExisting: 'true' } : {},
          session,
        ),
      ),
    exportRows: async (filters, format, ids) => {
      const body = { ...filters, format, ...(ids?.length ? { ids } : {}) };
      await watched(http.download(endpoint('export').path, body, datedFilename(resource.name, format)));
    },
    downloadTemplate: async (format) => {
      await watched(
        http.download(endpoint('template').path, { format }, `${resource.name}-template.${format}`),
      );
    },
  };
}
