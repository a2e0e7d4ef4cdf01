import type { DatabaseConnection, Dialect, Driver, OperationNode, TransactionSettings } from 'kysely';

/*
 * Caches of what the database says (resolved sessions) must hear of every write to the tables they
 * read. One catch-all at the query layer: Kysely's driver, wrapped, sees each statement a connection runs
 * before it runs and after it ran, and each transaction commit. A cache that forgets at all three moments
 * never keeps a row read before a write became visible: `before` catches readers that finish first, `after` (an autocommit
 * write is visible once it returns) and `commit` (a transaction's writes become visible to other connections
 * only then) catch readers that overlapped the write. Writes made outside this server's Kysely (another
 * server, a restore copying the file) are not seen here: those caches also need a short lifetime.
 */

/** A table a statement writes, with what narrows the rows it can touch when that is plain. */
export interface TableWrite {
  /** The table written; `*` when a raw statement writes something this reading cannot name. */
  table: string;
  /**
   * The top-level `column = value` conditions of an update or delete: every row it touches has these values.
   * Absent for inserts, raw SQL, and conditions of other shapes.
   */
  equals?: ReadonlyMap<string, unknown>;
}

/** before: about to run · after: it ran · commit: a transaction that wrote these committed. */
export type TableWritePhase = 'before' | 'after' | 'commit';
export type TableWriteListener = (writes: readonly TableWrite[], phase: TableWritePhase) => void;

const WRITE_VERB = /\b(insert|update|delete|merge|replace|truncate|alter|drop)\b/i;
const RAW_TARGET =
  /\b(?:insert\s+(?:or\s+\w+\s+)?into|replace\s+into|merge\s+into|update(?:\s+only)?|delete\s+from|truncate(?:\s+table)?|alter\s+table|drop\s+table(?:\s+if\s+exists)?)\s+((?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?)/gi;

type Node = OperationNode & Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).kind === 'string';
}

/** The table a target node names (a table, possibly aliased or schema-qualified). */
function tableName(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.kind === 'AliasNode') return tableName(node.node);
  if (node.kind === 'TableNode') {
    const identifier = (node.table as { identifier: { name: string } }).identifier;
    return identifier.name;
  }
  return undefined;
}

/** `a = 1 and b = 'x'` at the top of a where clause, as a column → value map. */
function equalities(where: unknown): Map<string, unknown> | undefined {
  if (!isNode(where)) return undefined;
  const found = new Map<string, unknown>();
  const visit = (node: unknown): void => {
    if (!isNode(node)) return;
    if (node.kind === 'AndNode') {
      visit(node.left);
      visit(node.right);
      return;
    }
    if (node.kind === 'ParensNode') {
      visit(node.node);
      return;
    }
    if (node.kind !== 'BinaryOperationNode') return;
    const operator = node.operator as { operator?: string };
    const left = node.leftOperand as Node;
    const right = node.rightOperand as Node;
    if (operator.operator !== '=' || right.kind !== 'ValueNode') return;
    const column = left.kind === 'ReferenceNode' ? (left.column as Node) : left;
    if (column.kind !== 'ColumnNode') return;
    found.set((column.column as { name: string }).name, right.value);
  };
  visit((where as Node).where);
  return found.size ? found : undefined;
}

/**
 * What a raw statement of plain text writes, by its text: a record page runs its kept SQL this way
 * (calldata/pageQueryCache.ts) on every call, and reading it again each time cost more than running it.
 */
const plainRawWrites = new Map<string, readonly TableWrite[]>();
const MAX_PLAIN_RAW = 1_000;

function rawWrites(node: Node): readonly TableWrite[] {
  const fragments = node.sqlFragments as readonly string[];
  // Text alone decides only when no parameter can name a table (`sql.table`): then it is kept by text.
  if (fragments.length !== 1 || (node.parameters as readonly unknown[]).length) return rawWritesOf(node);
  const text = fragments[0]!;
  let writes = plainRawWrites.get(text);
  if (!writes) {
    writes = rawWritesOf(node);
    if (plainRawWrites.size >= MAX_PLAIN_RAW) plainRawWrites.clear();
    plainRawWrites.set(text, writes);
  }
  return writes;
}

function rawWritesOf(node: Node): TableWrite[] {
  const text = (node.sqlFragments as readonly string[]).join(' ? ');
  if (!WRITE_VERB.test(text)) return [];
  const tables = new Set<string>();
  for (const match of text.matchAll(RAW_TARGET)) {
    const name = match[1]!.split('.').pop()!.replace(/"/g, '');
    // `insert into ${sql.table(t)}`: the name is a parameter, not text.
    if (name !== '?') tables.add(name.toLowerCase());
  }
  // `sql.table(name)` arrives as a raw node around a table node.
  const named = (parameter: unknown): void => {
    const name = tableName(parameter);
    if (name) tables.add(name);
    else if (isNode(parameter) && parameter.kind === 'RawNode')
      for (const inner of parameter.parameters as readonly unknown[]) named(inner);
  };
  for (const parameter of node.parameters as readonly unknown[]) named(parameter);
  // A write verb and no table this reading can name: say "something", so caches forget everything.
  if (!tables.size) tables.add('*');
  return [...tables].map((table) => ({ table }));
}

/** The tables a statement writes (none for a plain select). */
export function writesOf(root: OperationNode): TableWrite[] {
  const node = root as Node;
  const writes: TableWrite[] = [];
  // Data-modifying CTEs (`with x as (delete from …) select …`) write too.
  const withNode = node.with as { expressions?: readonly Node[] } | undefined;
  for (const cte of withNode?.expressions ?? []) {
    const inner = (cte as { expression?: unknown }).expression;
    if (isNode(inner)) writes.push(...writesOf(inner));
  }
  switch (node.kind) {
    case 'SelectQueryNode':
      return writes;
    case 'InsertQueryNode':
    case 'MergeQueryNode': {
      const table = tableName(node.into);
      writes.push({ table: table ?? '*' });
      return writes;
    }
    case 'UpdateQueryNode': {
      const table = tableName(node.table);
      writes.push({ table: table ?? '*', equals: equalities(node.where) });
      return writes;
    }
    case 'DeleteQueryNode': {
      const froms = (node.from as { froms: readonly unknown[] }).froms;
      const equals = froms.length === 1 ? equalities(node.where) : undefined;
      for (const from of froms) writes.push({ table: tableName(from) ?? '*', equals });
      return writes;
    }
    case 'RawNode':
      writes.push(...rawWrites(node));
      return writes;
    default: {
      // Schema statements (migrations): a create, alter or drop of a table counts as a write to it.
      const table = tableName(node.table);
      if (table) writes.push({ table });
      return writes;
    }
  }
}

/** Kysely's statement as a connection runs it. */
type Statement = Parameters<DatabaseConnection['executeQuery']>[0];

/** The write watch of one Kysely instance: its wrapped driver and its listeners. */
export class TableWrites {
  private readonly listeners = new Set<TableWriteListener>();
  /** A counter of writes and, per table, the count at its last write: a commit reports what it covered. */
  private sequence = 0;
  private readonly lastWrite = new Map<string, number>();
  private readonly transactionStarts = new WeakMap<DatabaseConnection, number>();
  private readonly wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();

  listen(listener: TableWriteListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(writes: readonly TableWrite[], phase: TableWritePhase): void {
    for (const listener of this.listeners) listener(writes, phase);
  }

  /** The tables a statement about to run writes (reported `before`); empty for a plain select. */
  private starting(statement: Statement): readonly TableWrite[] {
    const { query } = statement;
    if (query.kind === 'SelectQueryNode' && !query.with) return [];
    const writes = writesOf(query);
    if (!writes.length) return writes;
    this.sequence += 1;
    for (const write of writes) this.lastWrite.set(write.table, this.sequence);
    this.emit(writes, 'before');
    return writes;
  }

  /**
   * The dialect with its driver wrapped: every statement a connection runs is seen before and after it runs —
   * at the connection rather than in a Kysely plugin, so a statement run precompiled (`db.executeQuery`) is
   * seen too — and a commit reports the tables written since its transaction began.
   */
  dialect(inner: Dialect): Dialect {
    return {
      createAdapter: () => inner.createAdapter(),
      createIntrospector: (db) => inner.createIntrospector(db),
      createQueryCompiler: () => inner.createQueryCompiler(),
      createDriver: () => this.driver(inner.createDriver()),
    };
  }

  private connection(inner: DatabaseConnection): DatabaseConnection {
    let connection = this.wrapped.get(inner);
    if (connection) return connection;
    const executeQuery = async <R>(statement: Statement) => {
      const writes = this.starting(statement);
      const result = await inner.executeQuery<R>(statement);
      if (writes.length) this.emit(writes, 'after');
      return result;
    };
    const streamQuery = async function* <R>(this: TableWrites, statement: Statement, chunkSize?: number) {
      const writes = this.starting(statement);
      yield* inner.streamQuery<R>(statement, chunkSize);
      if (writes.length) this.emit(writes, 'after');
    }.bind(this);
    // The drivers' own methods take this object back (release, transactions): a proxy keeps everything else
    // of the inner connection, its private fields included.
    connection = new Proxy(inner, {
      get(target, property) {
        if (property === 'executeQuery') return executeQuery;
        if (property === 'streamQuery') return streamQuery;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    this.wrapped.set(inner, connection);
    return connection;
  }

  private driver(inner: Driver): Driver {
    const acquire = async () => this.connection(await inner.acquireConnection());
    const begin = async (connection: DatabaseConnection, settings: TransactionSettings) => {
      this.transactionStarts.set(connection, this.sequence);
      await inner.beginTransaction(connection, settings);
    };
    const commit = async (connection: DatabaseConnection) => {
      const started = this.transactionStarts.get(connection) ?? 0;
      this.transactionStarts.delete(connection);
      await inner.commitTransaction(connection);
      if (this.sequence === started) return;
      const tables = [...this.lastWrite].filter(([, at]) => at > started).map(([table]) => ({ table }));
      if (tables.length) this.emit(tables, 'commit');
    };
    // A proxy rather than a class: the optional savepoint methods stay exactly as the inner driver has them,
    // and each call runs on the inner driver itself (its private fields).
    return new Proxy(inner, {
      get(target, property) {
        if (property === 'acquireConnection') return acquire;
        if (property === 'beginTransaction') return begin;
        if (property === 'commitTransaction') return commit;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }
}

const watches = new WeakMap<object, TableWrites>();

/** Ties a watch to the Kysely instance it was installed in (server/db/connection.ts). */
export function registerTableWrites(db: object, watch: TableWrites): void {
  watches.set(db, watch);
}

/** The write watch of a Kysely instance, when it has one (a bare instance in a test has none). */
export function tableWritesOf(db: object): TableWrites | undefined {
  return watches.get(db);
}
