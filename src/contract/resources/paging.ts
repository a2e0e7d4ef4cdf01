import { z } from 'zod';

/** docs/behaviour.md#constants: table page sizes 10, 50, 80, 100 and grid page sizes 20, 50, 100, 500 — one list for both. */
const PAGE_SIZES = [10, 20, 50, 80, 100, 500] as const;
type PageSize = (typeof PAGE_SIZES)[number];

export const pageNumSchema = z
  .number('validation.numberRequired')
  .int('validation.integerRequired')
  .min(1, 'validation.fieldMin')
  .max(1_000_000, 'validation.fieldMax');

export const pageSizeSchema = z
  .number('validation.numberRequired')
  .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), 'validation.pageSize');

const SORT_ORDERS = ['asc', 'desc'] as const;
export const sortOrderSchema = z.enum(SORT_ORDERS, 'validation.sortOrder');

/** docs/behaviour.md#entities table paging: the answer of every `/<resource>/page`. */
export function pageResultSchema<Row extends z.ZodType>(row: Row) {
  return z.object({ records: z.array(row), total: z.number().int().min(0) });
}

/**
 * A record list's page (call data at ten million rows): `total` exact up to the server's bound, and past it
 * the bound with `totalExact: false` ("more than"); `next`/`prev` are cursors of the pages after and before
 * this one, sent back as the request's `cursor`. Every addition is optional: a client that reads `records`
 * and `total` only keeps working.
 */
export function recordPageResultSchema<Row extends z.ZodType>(row: Row) {
  return pageResultSchema(row).extend({
    totalExact: z.boolean().optional(),
    next: z.string().optional(),
    prev: z.string().optional(),
  });
}
