// @vitest-environment happy-dom
import { DRAFT_MAX_DAYS } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, pruneDrafts, readDraft, sameValues, UNKNOWN_BASE, writeDraft } from './drafts';

const day = 24 * 60 * 60 * 1000;
const at = Date.parse('2026-11-23T13:32:00.000Z');
const mine = { owner: 'amela', kind: 'Zakon', item: 7 } as const;

describe('local drafts (issue 21)', () => {
  it('keeps one per user, form and item', () => {
    writeDraft(mine, { naziv: 'Moj tekst' }, true, '"v1"', at);
    expect(readDraft(mine, at)).toEqual({ savedAt: '2026-11-23T13:32:00.000Z', values: { naziv: 'Moj tekst' }, fileChosen: true, base: '"v1"' });
    expect(readDraft({ ...mine, owner: 'emir' }, at)).toBeNull();
    expect(readDraft({ ...mine, item: 'new' }, at)).toBeNull();
    expect(readDraft({ ...mine, kind: 'Oglas' }, at)).toBeNull();
    clearDraft(mine);
    expect(readDraft(mine, at)).toBeNull();
  });

  it('keeps the version it was typed over (issue 36): a restored draft is saved against it, not against a newer one', () => {
    writeDraft(mine, { naziv: 'Moj tekst' }, false, '"lq3x2k0"', at);
    expect(readDraft(mine, at)?.base).toBe('"lq3x2k0"');
    // The base is written with every change: the newest write's.
    writeDraft(mine, { naziv: 'Moj tekst, dalje' }, false, '"lq3x9z1"', at + 1000);
    expect(readDraft(mine, at + 1000)?.base).toBe('"lq3x9z1"');
    // A create form's draft has no version.
    writeDraft({ ...mine, item: 'new' }, { naziv: 'Nov' }, false, null, at);
    expect(readDraft({ ...mine, item: 'new' }, at)?.base).toBeNull();
  });

  it("reads an edit's draft written before drafts kept their base as made from a version no item has: its save meets the conflict view", () => {
    localStorage.setItem(draftKey(mine), JSON.stringify({ savedAt: new Date(at).toISOString(), values: { naziv: 'Stari nacrt' }, fileChosen: false }));
    expect(readDraft(mine, at)).toMatchObject({ values: { naziv: 'Stari nacrt' }, base: UNKNOWN_BASE });
    expect(UNKNOWN_BASE).toMatch(/^"[\x21\x23-\x7e]*"$/);
    expect(UNKNOWN_BASE).not.toMatch(/^"[0-9a-z]*"$/);
    const fresh = { ...mine, item: 'new' } as const;
    localStorage.setItem(draftKey(fresh), JSON.stringify({ savedAt: new Date(at).toISOString(), values: { naziv: 'Nov' }, fileChosen: false }));
    expect(readDraft(fresh, at)?.base).toBeNull();
  });

  it(`drops a draft older than ${DRAFT_MAX_DAYS} days, and an unreadable one`, () => {
    writeDraft(mine, { naziv: 'Star' }, false, '"v1"', at);
    expect(readDraft(mine, at + (DRAFT_MAX_DAYS - 1) * day)?.values).toEqual({ naziv: 'Star' });
    expect(readDraft(mine, at + (DRAFT_MAX_DAYS + 1) * day)).toBeNull();
    expect(localStorage.getItem(draftKey(mine))).toBeNull();
    localStorage.setItem(draftKey(mine), '{"savedAt":');
    expect(readDraft(mine, at)).toBeNull();
    expect(localStorage.getItem(draftKey(mine))).toBeNull();
  });

  it("prunes every user's old drafts and leaves other keys alone", () => {
    writeDraft(mine, { naziv: 'Star' }, false, '"v1"', at);
    writeDraft({ ...mine, owner: 'emir' }, { naziv: 'Nov' }, false, '"v1"', at + 10 * day);
    localStorage.setItem('token', 'x');
    pruneDrafts(at + (DRAFT_MAX_DAYS + 2) * day);
    expect(localStorage.getItem(draftKey(mine))).toBeNull();
    expect(localStorage.getItem(draftKey({ ...mine, owner: 'emir' }))).not.toBeNull();
    expect(localStorage.getItem('token')).toBe('x');
  });

  it('compares values whatever the order of their keys', () => {
    expect(sameValues({ a: 1, b: { c: [1, 2], d: '' } }, { b: { d: '', c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameValues({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });
});
