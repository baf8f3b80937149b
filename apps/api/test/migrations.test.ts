import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { DOCUMENT_KINDS } from '@dz/contracts';
import { DocumentKind } from '@dz/db';
import { migrate, repoPaths } from '@dz/db/migrate';
import { withDatabase } from './pg-server.js';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'prisma');

describe('migrations', () => {
  it('match schema.prisma (no change without its migration)', async () => {
    const lines: string[] = [];
    const code = await migrate('diff', [], { url: withDatabase(inject('pgUrl'), inject('templateDb')), ...repoPaths(prismaDir), log: (l) => lines.push(l) });
    expect(code, lines.join('\n')).toBe(0);
  }, 60_000);

  it('know every document kind of the registry, and no other', () => {
    expect(Object.values(DocumentKind).sort()).toEqual([...DOCUMENT_KINDS].sort());
  });
});
