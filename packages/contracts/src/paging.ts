import { z } from 'zod';
import { FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE } from './constants.js';
import { API_ERRORS } from './messages.js';

export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: API_ERRORS.invalidPage })
    .int({ error: API_ERRORS.invalidPage })
    .min(FIRST_PAGE, { error: API_ERRORS.invalidPage })
    .max(1_000_000, { error: API_ERRORS.invalidPage })
    .default(FIRST_PAGE),
  pageSize: z.coerce
    .number({ error: API_ERRORS.invalidPageSize })
    .int({ error: API_ERRORS.invalidPageSize })
    .min(1, { error: API_ERRORS.invalidPageSize })
    .max(MAX_PAGE_SIZE, { error: API_ERRORS.invalidPageSize })
    .default(PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** docs/product.md "Entities": a paged response is { items, totalItems }. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), totalItems: z.number().int().nonnegative() });
export type Paged<T> = { items: T[]; totalItems: number };
