import type { Request } from 'express';
import type { z } from 'zod';
import { API_ERRORS, idParam, zodErrorMap } from '@dz/contracts';
import { ValidationError } from '../errors.js';

/**
 * Parses input with a contracts schema; the first issue becomes a 400 naming its field (for a key the schema does not
 * take, that key).
 * Issues without a message of their own get the Bosnian one of zodErrorMap (never zod's English).
 */
export function parseOr400<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const r = schema.safeParse(input ?? {}, { error: zodErrorMap });
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  // A key the schema does not take (a strict object's) is named by the key itself.
  const key = issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
  // A part written as an index path (a page's blocks: '[3].items[0].url', contracts collection-schemas.ts) follows its
  // field without a dot: blocks[3].items[0].url.
  const field = issue?.path.length || key !== undefined
    ? [...(issue?.path ?? []), ...(key === undefined ? [] : [key])].map(String).reduce((name, part) => (name === '' ? part : part.startsWith('[') ? name + part : `${name}.${part}`), '')
    : undefined;
  throw new ValidationError(issue?.message ?? API_ERRORS.badRequest, field);
}

/** The record id in the URL (`/:id`): a positive 32-bit integer, else a 400 (API_ERRORS.invalidId). */
export const idOf = (req: Request): number => parseOr400(idParam, req.params.id);
