import { describe, expect, it } from 'vitest';
import { noticeCollection } from '@dz/contracts';
import { collectionService, type Stored } from '../src/services/collection.js';
import { testClock, useTestApp } from './harness.js';

// The slots a description's generic service calls (issue 37): here the capability `audit`, which decides whether a
// kind's writes leave audit rows. Every real kind has it; a description without it, over the notices' table, shows the
// generic code reads it.
const clock = testClock('2026-03-12T10:00:00Z');
const h = useTestApp({ now: clock.now });
const actor = { id: null, userName: 'test', ip: '127.0.0.1' };
const auditRows = async (resource: string) => (await h.db.pool.query('SELECT action FROM "AuditLog" WHERE resource = $1 ORDER BY id', [resource])).rows.map((r) => r.action as string);

describe('the generic service reads its description\'s capabilities', () => {
  it('writes audit rows only for a kind with audit', async () => {
    const input = { text: 'Obavijest', link: '', from: '2026-03-12', to: '2026-03-12', urgent: false };
    const audited = collectionService(h.db, noticeCollection as Stored, { now: clock.now });
    const quiet = collectionService(h.db, { ...noticeCollection, resource: 'TihaObavijest', capabilities: { ...noticeCollection.capabilities, audit: false } } as Stored, { now: clock.now });
    for (const items of [audited, quiet]) {
      const { id } = await items.create(input, actor);
      await items.update(id as number, { ...input, text: 'Izmijenjena' }, actor);
      await items.stamp(id as number, 'endedAt', 'end', actor);
      await items.remove(id as number, actor);
    }
    expect(await auditRows('Obavijest')).toEqual(['create', 'update', 'end', 'delete']);
    expect(await auditRows('TihaObavijest')).toEqual([]);
  });
});

describe('the generic service calls its description\'s afterChange hook', () => {
  it('after a create or an edit has committed, with what the save sent and the API\'s queues; never for a failed save', async () => {
    const calls: unknown[] = [];
    const queued: [string, number][] = [];
    const hooked = collectionService(h.db, {
      ...noticeCollection, resource: 'JavljenaObavijest',
      hooks: {
        ...noticeCollection.hooks,
        afterChange: async (item, { action, sent, enqueue }) => {
          // Committed: another connection reads the item as answered.
          const [row] = (await h.db.pool.query('SELECT text FROM "Obavijest" WHERE id = $1', [item.id])).rows;
          calls.push({ action, sent, text: item.text, stored: row?.text });
          enqueue('pdfText', item.id as number);
        },
      },
    } as Stored, { now: clock.now, enqueue: (queue, id) => queued.push([queue, id]) });
    const input = { text: 'Prva', link: '', from: '2026-03-12', to: '2026-03-12', urgent: false };
    const { id } = await hooked.create(input, actor);
    await hooked.update(id as number, { ...input, text: 'Druga' }, actor);
    await expect(hooked.update(999999, input, actor)).rejects.toThrow();
    expect(calls).toEqual([
      { action: 'create', sent: ['text', 'link', 'from', 'to', 'urgent'], text: 'Prva', stored: 'Prva' },
      { action: 'update', sent: ['text', 'link', 'from', 'to', 'urgent'], text: 'Druga', stored: 'Druga' },
    ]);
    expect(queued).toEqual([['pdfText', id], ['pdfText', id]]);
  });
});
