import type { Db } from '@dz/db';

export type SeedResult = { loaded: true; documents: number; news: number } | { loaded: false; reason: string };

/** Placeholder until the demo content lands in @dz/content. */
export async function seedDemo(_db: Db): Promise<SeedResult> {
  return { loaded: false, reason: 'no demo content yet' };
}
