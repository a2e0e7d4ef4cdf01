import type { Kysely } from 'kysely';
import type { ResourceDef } from '../../src/contract/resources';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { EndpointHandler, HandlerContext } from '../handlers/handler';
import { forbidden } from '../http/errors';
import { type Locale, type Translate, translator } from '../http/i18n';
import type { Session } from '../security/sessions';
import type { DynamicDb } from './declaration';
import type { Problem } from './problems';

/** What resource code works with: the session's enterprise (never the request's), language, clock. */
export interface ResourceContext {
  db: Kysely<Database>;
  session: Session;
  enterpriseId: string;
  t: Translate;
  locale: Locale;
  now: number;
  config: ServerConfig;
  ip: string;
}

/**
 * The `enterpriseId` of a platform-scoped context. For the operation log (read by ADMIN) it means every
 * enterprise's rows; for a platform resource (`scope: 'platform'`: device licences, switch configuration) it
 * is the `enterprise_id` its rows are stored under. It never names a real enterprise (their ids are UUIDs);
 * it also keys the platform's export URLs.
 */
export const PLATFORM_SCOPE = '*';

/** A platform screen's context: ADMIN's session, which has no enterprise, reading every enterprise's rows. */
export function platformContext(context: HandlerContext<unknown>): ResourceContext {
  const { session } = context;
  if (session?.role !== 'ADMIN') throw forbidden('api.forbiddenRole');
  return {
    db: context.db,
    session,
    enterpriseId: PLATFORM_SCOPE,
    t: translator(context.locale),
    locale: context.locale,
    now: context.now,
    config: context.config,
    ip: context.client.ip,
  };
}

export function resourceContext(context: HandlerContext<unknown>): ResourceContext {
  const { session } = context;
  // The contract lets only enterprise roles in; an account of theirs always has an enterprise.
  if (!session?.enterpriseId) throw forbidden('api.forbiddenRole');
  return {
    db: context.db,
    session,
    enterpriseId: session.enterpriseId,
    t: translator(context.locale),
    locale: context.locale,
    now: context.now,
    config: context.config,
    ip: context.client.ip,
  };
}

/**
 * What is specific to one resource ("generic where the logic is the same, specific where it is not"):
 * fields kept outside its table, extra checks, derived columns, clean-up of files, extra endpoints.
 */
export interface ResourceBehaviour {
  /** Fills virtual fields of rows just read (`rows` are the table rows, `entities` their answers). */
  addVirtualFields?(
    db: DynamicDb,
    entities: Record<string, unknown>[],
    rows: Record<string, unknown>[],
    enterpriseId: string,
  ): Promise<void>;
  /** Checks beyond the declaration on a row about to be written (`id` set for an update). */
  check?(
    db: DynamicDb,
    row: Record<string, unknown>,
    context: ResourceContext,
    id?: string,
  ): Promise<Problem[]>;
  /** Columns derived from write-only input (a password hash, a generated secret). */
  derivedColumns?(
    input: Record<string, unknown>,
    mode: 'add' | 'update',
    context: ResourceContext,
  ): Promise<Record<string, unknown>>;
  /** Stores the writable virtual fields of `input`, in the write's transaction. */
  afterWrite?(
    trx: DynamicDb,
    id: string,
    input: Record<string, unknown>,
    context: ResourceContext,
  ): Promise<void>;
  /** After deleted rows are committed (e.g. removes their files). */
  afterDelete?(rows: Record<string, unknown>[], context: ResourceContext): Promise<void>;
  /** Endpoints of the resource beyond its family. */
  extraHandlers?: readonly EndpointHandler[];
}

interface ResourceImplementation {
  resource: ResourceDef;
  behaviour: ResourceBehaviour;
}
