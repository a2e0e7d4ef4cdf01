import type SQLite from 'better-sqlite3';

/*
 * A read asked again with the same values runs a statement bound to them once, not rebound on every run.
 * SQLite built with STAT4 (better-sqlite3 is) plans with the values of parameters its statistics cover,
 * and marks such a statement expired whenever one of them is bound again: each run then parses and plans
 * its SQL anew (the 20-row record page's SQL, `enterprise_id = ?`: 80 µs of CPU a run, 48 bound once).
 * A statement whose parameters stay bound is never expired, and keeps the plan made for exactly those
 * values. Values are kept bound from their second run on, so reads that never repeat (a token, a new
 * filter) cost only this lookup; SQLite still re-prepares a bound statement after a schema change.
 */

/** Bound statements kept per database (the pages and filters open now), least recently used dropped first. */
const BOUND_KEPT = 64;
/** Reads seen once, waiting for a second run. */
const SEEN_KEPT = 512;

/** A key naming each value and its type, so different values never share one; undefined for other types. */
function valuesKey(values: readonly unknown[]): string | undefined {
  let key = '';
  for (const value of values) {
    if (typeof value === 'string') key += `s${value.length}:${value}`;
    else if (typeof value === 'number') key += Object.is(value, -0) ? 'n-0;' : `n${value};`;
    else if (typeof value === 'bigint') key += `b${value};`;
    else if (value === null) key += 'z';
    // Buffers and the rest are rare in reads: they run rebound as before.
    else return undefined;
  }
  return key;
}

/** The bound statements of one database. */
export class BoundReads {
  private readonly bound = new Map<string, SQLite.Statement>();
  private readonly seen = new Set<string>();

  constructor(private readonly database: SQLite.Database) {}

  /** A statement of `sql` bound to `values` when they ran before, else undefined (run the shared one). */
  statementFor(sql: string, values: readonly unknown[]): SQLite.Statement | undefined {
    if (!values.length) return undefined;
    const valuesPart = valuesKey(values);
    if (valuesPart === undefined) return undefined;
    const key = `${sql}\u0000${valuesPart}`;
    const kept = this.bound.get(key);
    if (kept) {
      // Map keeps insertion order: moved to the end, it is the most recently used.
      this.bound.delete(key);
      this.bound.set(key, kept);
      return kept;
    }
    if (!this.seen.has(key)) {
      if (this.seen.size >= SEEN_KEPT) this.seen.clear();
      this.seen.add(key);
      return undefined;
    }
    this.seen.delete(key);
    const statement = this.database.prepare(sql);
    statement.raw(true);
    statement.bind(...values);
    if (this.bound.size >= BOUND_KEPT) {
      const oldest = this.bound.keys().next().value;
      if (oldest !== undefined) this.bound.delete(oldest);
    }
    this.bound.set(key, statement);
    return statement;
  }

  clear(): void {
    this.bound.clear();
    this.seen.clear();
  }
}
