import type { ImportRowError } from '../../../contract/resources/files';
import { isHttpError } from '../../../core/http/httpError';

/** How many rows a refusal lists (a row with three errors is one row), as the server's message counts them. */
export function faultyRowCount(errors: readonly ImportRowError[]): number {
  return new Set(errors.map((error) => error.row)).size;
}

/** The row-by-row list of a refused import (`-1` envelope, data `{ errors }`), if the failure is one. */
export function importRowErrorsOf(error: unknown): ImportRowError[] | undefined {
  if (!isHttpError(error)) return undefined;
  const data = error.envelope?.data as { errors?: unknown } | undefined;
  if (!data || !Array.isArray(data.errors)) return undefined;
  return data.errors.filter(
    (item): item is ImportRowError =>
      !!item && typeof item === 'object' && typeof (item as ImportRowError).row === 'number',
  );
}
