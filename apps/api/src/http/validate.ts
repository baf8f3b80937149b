import type { z } from 'zod';
import { badRequest } from './errors.js';

/** Parses input with a contracts schema; the first issue becomes a 400 naming its field. */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : undefined;
  throw badRequest(issue?.message ?? 'Neispravan zahtjev', field);
}
