// A clinic or service edited while its audio guide is written again (the guide is spoken again in the background
// right after an edit): the two wrote the unit's and the guide's search entries in opposite orders and could
// deadlock, a staff save answered 409 (prisma/search.sql search_audio). Now the guide's write waits for the edit.
import { describe, expect, it } from 'vitest';
import { eventually, useTestApp } from './harness.js';

const h = useTestApp();

describe('an audio guide written during an edit of its unit', () => {
  it('waits for the edit to end, and neither deadlocks', async () => {
    await h.db.pool.query(`UPDATE "Sluzba" SET "audioGuide" = true WHERE id = 1`);
    const { rows: [guide] } = await h.db.pool.query<{ id: number }>(`SELECT id FROM "AudioSnimak" WHERE "unitKind" = 'service' AND "unitId" = 1`);
    expect(guide).toBeDefined();
    const entries = async () => (await h.db.pool.query<{ kind: string }>(
      `SELECT kind FROM "SearchEntry" WHERE (kind = 'service' AND "refId" = 1) OR (kind = 'audio-service' AND "refId" = $1) ORDER BY kind`, [guide!.id])).rows.map((r) => r.kind);
    expect(await entries()).toEqual(['audio-service', 'service']);
    const [editor, speaker] = [await h.db.pool.connect(), await h.db.pool.connect()];
    try {
      const pid = (await speaker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      // The edit as its UPDATE's trigger runs it: the unit's row, the unit's entry, then (below) the guide's entry.
      await editor.query('BEGIN');
      await editor.query("SET LOCAL lock_timeout = '10s'");
      await editor.query(`SELECT 1 FROM "Sluzba" WHERE id = 1 FOR NO KEY UPDATE`);
      await editor.query(`UPDATE "SearchEntry" SET title = title WHERE kind = 'service' AND "refId" = 1`);
      // The guide spoken again meanwhile: it waits (for the unit's row, before it takes any entry).
      await speaker.query("SET lock_timeout = '10s'");
      const spoken = speaker.query(`UPDATE "AudioSnimak" SET transcript = transcript || ' ' WHERE id = $1`, [guide!.id]);
      await eventually(async () => {
        const { rows: [a] } = await h.db.pool.query<{ wait: string | null }>('SELECT wait_event_type AS wait FROM pg_stat_activity WHERE pid = $1', [pid]);
        expect(a?.wait).toBe('Lock');
      });
      // The edit takes the guide's entry: with the old order the speaker held it, and one of the two was a deadlock's victim.
      await editor.query(`UPDATE "SearchEntry" SET title = title WHERE kind = 'audio-service' AND "refId" = $1`, [guide!.id]);
      await editor.query('COMMIT');
      await spoken;
    } finally {
      await speaker.query("SET lock_timeout = 0").catch(() => {});
      editor.release();
      speaker.release();
    }
    expect(await entries()).toEqual(['audio-service', 'service']);
  });
});
