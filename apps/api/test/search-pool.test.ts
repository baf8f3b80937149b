// The site search's own connections (@dz/db createPrisma, searchShare): planned for index scans, and a bulkhead between
// the public's searches and staff saving their work.
import sharp from 'sharp';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { API } from '@dz/contracts';
import { searchShare } from '@dz/db';
import { bearer, useTestApp } from './harness.js';

const h = useTestApp();
const show = async (pool: pg.Pool, setting: string) => ((await pool.query(`SHOW ${setting}`)).rows[0] as Record<string, string>)[setting];

describe('the search has connections of its own', () => {
  it('takes a third of DB_POOL_SIZE (at least one) and leaves the rest to everything else', () => {
    expect(searchShare(10)).toEqual({ search: 3, rest: 7 });
    expect(searchShare(4)).toEqual({ search: 1, rest: 3 });
    expect(searchShare(1)).toEqual({ search: 1, rest: 1 });
  });

  it('plans for index scans there, and each run of a prepared statement for its values; the other pool as PostgreSQL does', async () => {
    expect(await show(h.db.searchPool, 'enable_seqscan')).toBe('off');
    expect(await show(h.db.searchPool, 'plan_cache_mode')).toBe('force_custom_plan');
    expect(await show(h.db.pool, 'enable_seqscan')).toBe('on');
    expect(await show(h.db.pool, 'plan_cache_mode')).toBe('auto');
  });

  it('staff save while every search connection is taken; the search waiting for one is answered after', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#669933' } }).jpeg().toBuffer();
    expect((await h.request.get(`${API.search}?q=pregled`)).status).toBe(200);
    const held = await Promise.all(Array.from({ length: searchShare(4).search }, () => h.db.searchPool.connect()));
    let answered = false;
    const searching = h.request.get(`${API.search}?q=spremljeno`).then((r) => { answered = true; return r; });
    try {
      const saved = await h.request.post(API.newsList).set(bearer(h.tokens.staff))
        .field('naslov', 'Spremljeno dok se traži').field('opis', 'Opis.').attach('slika', photo, 's.jpg');
      expect(saved.status).toBe(201);
      expect(answered).toBe(false);
    } finally {
      for (const c of held) c.release();
    }
    expect((await searching).status).toBe(200);
    const found = await h.request.get(`${API.search}?q=spremljeno`);
    expect((found.body as { items: { title: string }[] }).items.map((i) => i.title)).toContain('Spremljeno dok se traži');
  });
});
