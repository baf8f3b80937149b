import './jitless';
import { API, type Block } from '@dz/contracts';
import { z } from 'zod';
import { request } from '../client';
import type { Versioned } from './units';

/**
 * The block editor's calls of /api/Stranica (issue 38): one page with its blocks (the generic answer of
 * api/zod/collections.ts keeps only the plain fields), created and saved as JSON with the version it edits.
 * The blocks are the server's, checked by it on every save (contracts parseBlocks); here only their list shape.
 */
const pageAnswer = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  path: z.string(),
  title: z.string(),
  summary: z.string().default(''),
  blocks: z.custom<Block[]>((v) => Array.isArray(v)),
});
export type PageItem = z.infer<typeof pageAnswer>;
export interface PageInput {
  path: string;
  title: string;
  summary: string;
  blocks: unknown[];
}

export const getPage = (id: number, signal?: AbortSignal) => request(API.page(id), { schema: pageAnswer, signal });
export const createPage = (input: PageInput) => request(API.pages, { method: 'POST', json: input, schema: pageAnswer });
export const updatePage = (id: number, input: PageInput, v: Versioned = {}) => request(API.page(id), { method: 'PUT', json: input, schema: pageAnswer, ...v });
