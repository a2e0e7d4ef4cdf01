import type { FileFormat, ResourceDef } from '../../src/contract/resources';
import { type EndpointHandler, handle } from '../handlers/handler';
import { resourceContext as enterpriseContext, platformContext, type ResourceBehaviour } from './behaviour';
import { dynamic } from './declaration';
import { importRows } from './importRows';
import { notFound } from './problems';
import { type ListQuery, readOne, readPage } from './read';
import { exportRows, importTemplate } from './transfer';
import { addRow, deleteRows, updateRow } from './writes';

/** The list part of a `/page` or `/export` request: keyword, sort, selection and the declared filters. */
function listQueryOf(resource: ResourceDef, input: Record<string, unknown>): ListQuery {
  return {
    keyword: input.keyword as string | undefined,
    sort: input.sort as string | undefined,
    order: input.order as 'asc' | 'desc' | undefined,
    ids: input.ids as string[] | undefined,
    filters: Object.fromEntries(Object.keys(resource.filters).map((name) => [name, input[name]])),
  };
}

/**
 * The handlers of a resource's endpoint family (docs/protocol.md), one per declared operation, plus the
 * behaviour's extras. The registrar has already checked role and permission and validated the input with
 * the endpoint's schema.
 */
export function familyHandlers(resource: ResourceDef, behaviour: ResourceBehaviour): EndpointHandler[] {
  const { endpoints } = resource;
  // A platform resource's rows are ADMIN's, kept under the platform scope; others are the session's enterprise's.
  const resourceContext = resource.scope === 'platform' ? platformContext : enterpriseContext;
  const handlers: EndpointHandler[] = [];
  const record = (input: unknown) => input as Record<string, unknown>;
  if (endpoints.page)
    handlers.push(
      handle(endpoints.page, async (context) => {
        const input = record(context.input);
        const scope = resourceContext(context);
        return readPage(
          dynamic(context.db),
          resource,
          behaviour,
          scope.enterpriseId,
          listQueryOf(resource, input),
          {
            pageNum: Number(input.pageNum),
            pageSize: Number(input.pageSize),
          },
        );
      }),
    );
  if (endpoints.get)
    handlers.push(
      handle(endpoints.get, async (context) => {
        const scope = resourceContext(context);
        const id = String(record(context.input).id);
        const row = await readOne(dynamic(context.db), resource, behaviour, scope.enterpriseId, id);
        if (!row) throw notFound(resource, scope.t, id);
        return row;
      }),
    );
  if (endpoints.add)
    handlers.push(
      handle(endpoints.add, async (context) =>
        addRow(resource, behaviour, resourceContext(context), record(context.input)),
      ),
    );
  if (endpoints.update)
    handlers.push(
      handle(endpoints.update, async (context) =>
        updateRow(resource, behaviour, resourceContext(context), record(context.input)),
      ),
    );
  if (endpoints.delete)
    handlers.push(
      handle(endpoints.delete, async (context) => ({
        deleted: await deleteRows(
          resource,
          behaviour,
          resourceContext(context),
          record(context.input).ids as string[],
        ),
      })),
    );
  if (endpoints.import)
    handlers.push(
      handle(endpoints.import, async (context) =>
        importRows(resource, behaviour, resourceContext(context), context.upload, {
          updateExisting: record(context.input).updateExisting === 'true',
        }),
      ),
    );
  if (endpoints.export)
    handlers.push(
      handle(endpoints.export, async (context) =>
        exportRows(
          resource,
          behaviour,
          resourceContext(context),
          listQueryOf(resource, record(context.input)),
          record(context.input).format as FileFormat,
        ),
      ),
    );
  if (endpoints.template)
    handlers.push(
      handle(endpoints.template, async (context) =>
        importTemplate(resource, resourceContext(context), record(context.input).format as FileFormat),
      ),
    );
  return [...handlers, ...(behaviour.extraHandlers ?? [])];
}
