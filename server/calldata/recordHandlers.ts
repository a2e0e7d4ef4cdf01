import { functionAllowed, functionOfFilterValue } from '../../src/contract/accounts/functionGates';
import type { RecordResourceDef } from '../../src/contract/calldata';
import type { FileFormat } from '../../src/contract/resources/files';
import { type EndpointHandler, type HandlerContext, handle, sessionOf } from '../handlers/handler';
import { forbidden } from '../http/errors';
import { platformContext, resourceContext } from '../resources/behaviour';
import { dynamic } from '../resources/declaration';
import { notFound } from '../resources/problems';
import { logged } from '../resources/writes';
import { sessionRef } from '../security/urlSessions';
import type { RecordListInput } from './listConditions';
import { countRecords } from './recordCount';
import { type PageRequest, readRecord, readRecordPage } from './recordQuery';
import { exportParts, SIGNED_URL_LIFETIME_MS, signBound } from './signedUrls';

/** What a record resource does on delete beyond removing its rows (its files). */
export interface RecordDeletion {
  remove(context: ReturnType<typeof resourceContext>, ids: readonly number[]): Promise<number>;
}

/**
 * A list or export filtered by a value of a function the enterprise lacks (a video call without video) is
 * refused with the function named, as its endpoints are (docs/behaviour.md#roles-and-permissions).
 */
function refuseSwitchedOffFilter(
  resource: RecordResourceDef,
  list: RecordListInput,
  context: HandlerContext<unknown>,
): void {
  const { enterpriseFunctions } = sessionOf(context);
  for (const [name, value] of Object.entries(list)) {
    const needed = functionOfFilterValue(resource.name, name, value);
    if (needed && !functionAllowed(enterpriseFunctions, needed)) throw forbidden(`api.functionOff.${needed}`);
  }
}

/**
 * The handlers of a record resource: page, get, delete when declared, and the export URL. The
 * registrar has checked role and permission and validated the input with the endpoint's schema.
 */
export function recordHandlers(resource: RecordResourceDef, deletion?: RecordDeletion): EndpointHandler[] {
  const handlers: EndpointHandler[] = [];
  // Whose rows: the session's enterprise, or every enterprise's for a platform record (ADMIN).
  const scopeOf = (context: HandlerContext<unknown>) =>
    resource.scope === 'platform' ? platformContext(context) : resourceContext(context);
  const { page, get } = resource.endpoints;
  if (page)
    handlers.push(
      handle(page, async (context) => {
        const scope = scopeOf(context);
        const { pageNum, pageSize, cursor, last, ...list } = context.input as RecordListInput & PageRequest;
        refuseSwitchedOffFilter(resource, list, context);
        return readRecordPage(
          dynamic(context.db),
          resource,
          scope.enterpriseId,
          list,
          { pageNum, pageSize, cursor, last },
          scope.now,
          context.config.recordTotalBound,
        );
      }),
    );
  if (get)
    handlers.push(
      handle(get, async (context) => {
        const scope = scopeOf(context);
        const id = String((context.input as { id: string }).id);
        const record = await readRecord(dynamic(context.db), resource, scope.enterpriseId, id);
        if (!record) throw notFound(resource, scope.t, id);
        return record;
      }),
    );
  if (resource.endpoints.delete && deletion)
    handlers.push(
      handle(resource.endpoints.delete, async (context) => {
        const scope = scopeOf(context);
        const ids = (context.input as { ids: string[] }).ids
          .filter((id) => /^\d{1,18}$/.test(id))
          .map(Number);
        return logged(scope, resource, 'delete', ids.join(','), async () => {
          const deleted = await deletion.remove(scope, ids);
          return { value: { deleted }, detail: JSON.stringify({ deleted }) };
        });
      }),
    );
  handlers.push(
    handle(resource.exportUrl, async (context) => {
      const scope = scopeOf(context);
      const { format, ...list } = context.input as RecordListInput & { format: FileFormat };
      refuseSwitchedOffFilter(resource, list, context);
      // Exact, however many rows: the export dialog shows progress against it.
      const { total } = await countRecords(
        dynamic(context.db),
        resource,
        scope.enterpriseId,
        list,
        scope.now,
      );
      const query = Buffer.from(JSON.stringify(list)).toString('base64url');
      const expiresAt = scope.now + SIGNED_URL_LIFETIME_MS;
      const signed = await signBound(
        context.db,
        exportParts(resource.routeName, scope.enterpriseId, query, scope.locale, format, expiresAt),
        expiresAt,
        sessionRef(sessionOf(context)),
      );
      const params = new URLSearchParams({ e: scope.enterpriseId, q: query, l: scope.locale, f: format });
      for (const [key, value] of signed) params.set(key, value);
      // docs/security.md: an export is an operation worth a log line (who took which rows out).
      return logged(scope, resource, 'export', '', async () => ({
        value: { url: `/api/calldata/export/${resource.routeName}?${params}`, expiresAt, total },
        detail: JSON.stringify({ rows: total, format, filters: list }),
      }));
    }),
  );
  return handlers;
}
