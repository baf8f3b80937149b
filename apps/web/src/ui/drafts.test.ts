import { DRAFT_MAX_DAYS } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, pruneDrafts, readDraft, sameValues, writeDraft } from './drafts';

const day = 24 * 60 * 60 * 1000;
const at = Date.parse('2026-11-23T13:32:00.000Z');
const mine = { owner: 'amela', kind: 'Zakon', item: 7 } as const;

describe('local drafts (issue 21)', () => {
  it('keeps one per user, form and item', () => {
    writeDraft(mine, { naziv: 'Moj tekst' }, true, at);
    expect(readDraft(mine, at)).toEqual({ savedAt: '2026-11-23T13:32:00.000Z', values: { naziv: 'Moj tekst' }, fileChosen: true });
    expect(readDraft({ ...mine, owner: 'emir' }, at)).toBeNull();
    expect(readDraft({ ...mine, item: 'new' }, at)).toBeNull();
    expect(readDraft({ ...mine, kind: 'Oglas' }, at)).toBeNull();
    clearDraft(mine);
    expect(readDraft(mine, at)).toBeNull();
  });

  it(`drops a draft older than ${DRAFT_MAX_DAYS} days, and an unreadable one`, () => {
    writeDraft(mine, { naziv: 'Star' }, false, at);
    expect(readDraft(mine, at + (DRAFT_MAX_DAYS - 1) * day)?.values).toEqual({ naziv: 'Star' });
    expect(readDraft(mine, at + (DRAFT_MAX_DAYS + 1) * day)).toBeNull();
    expect(localStorage.getItem(draftKey(mine))).toBeNull();
    localStorage.setItem(draftKey(mine), '{"savedAt":');
    expect(readDraft(mine, at)).toBeNull();
    expect(localStorage.getItem(draftKey(mine))).toBeNull();
  });

  it("prunes every user's old drafts and leaves other keys alone", () => {
    writeDraft(mine, { naziv: 'Star' }, false, at);
    writeDraft({ ...mine, owner: 'emir' }, { naziv: 'Nov' }, false, at + 10 * day);
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
