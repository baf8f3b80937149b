// @vitest-environment happy-dom
import { API, EDIT_UI, SYNONYM_UI, API_ERRORS, ROUTES } from '@dz/contracts';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, openApp } from '../../test/app';

// /urednik/sinonimi (issue 24): the groups as lines of words, saved as groups; a bad line is named before anything is sent.
const puts: unknown[] = [];
/** The If-Match of each PUT (null: none sent). */
const ifMatches: (string | null)[] = [];
/** The groups' version as the stub's API has it (its ETag), and whether someone else saved since the page loaded. */
let version = '"s1"';
let groups = [['zubar', 'stomatolog'], ['šlog', 'moždani udar']];
const tagged = (body: unknown, tag: string) => {
  const r = json(body);
  r.headers.set('ETag', tag);
  return r;
};
beforeEach(() => {
  puts.length = 0;
  ifMatches.length = 0;
  version = '"s1"';
  groups = [['zubar', 'stomatolog'], ['šlog', 'moždani udar']];
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === API.searchSynonyms && init?.method === 'PUT') {
      const ifMatch = new Headers(init.headers).get('If-Match');
      ifMatches.push(ifMatch);
      // As the API does: a stale version is a 412 (nothing saved).
      if (ifMatch !== null && ifMatch !== version) {
        return new Response(JSON.stringify({ status: 412, message: API_ERRORS.editConflict('admin', '2026-03-11T09:00:00.000Z'), changedBy: 'admin', changedAt: '2026-03-11T09:00:00.000Z' }), { status: 412 });
      }
      const body = JSON.parse(String(init.body));
      puts.push(body);
      groups = body.groups;
      version = `"s${ifMatches.length + 1}"`;
      return tagged(body, version);
    }
    if (url === API.searchSynonyms) return tagged({ groups }, version);
    return new Response(JSON.stringify({ status: 404, message: 'x' }), { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the synonyms screen', () => {
  it('shows the groups a line each, and saves the edited lines as groups', async () => {
    const main = openApp(ROUTES.synonyms);
    const text = await main.findByLabelText(SYNONYM_UI.label) as HTMLTextAreaElement;
    expect(text.value).toBe('zubar, stomatolog\nšlog, moždani udar');
    fireEvent.input(text, { target: { value: 'zubar, stomatolog\n\nšlog, moždani udar\n kosti ,ortoped , ortopedija' } });
    fireEvent.click(main.getByRole('button', { name: SYNONYM_UI.save }));
    await waitFor(() => expect(puts).toEqual([{ groups: [['zubar', 'stomatolog'], ['šlog', 'moždani udar'], ['kosti', 'ortoped', 'ortopedija']] }]));
  });

  it('a save names the version it was typed over (If-Match, issue 41), the next one the version it saved', async () => {
    const main = openApp(ROUTES.synonyms);
    const text = await main.findByLabelText(SYNONYM_UI.label) as HTMLTextAreaElement;
    fireEvent.input(text, { target: { value: 'zubar, stomatolog' } });
    fireEvent.click(main.getByRole('button', { name: SYNONYM_UI.save }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(ifMatches).toEqual(['"s1"']);
    await waitFor(() => expect((main.getByRole('button', { name: SYNONYM_UI.save }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.input(text, { target: { value: 'zubar, stomatolog, zubni ljekar' } });
    fireEvent.click(main.getByRole('button', { name: SYNONYM_UI.save }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(ifMatches).toEqual(['"s1"', '"s2"']);
  });

  it('someone else saved in between: their groups are shown beside these, nothing is overwritten', async () => {
    const main = openApp(ROUTES.synonyms);
    const text = await main.findByLabelText(SYNONYM_UI.label) as HTMLTextAreaElement;
    // A colleague's save after this page loaded.
    version = '"s9"';
    groups = [['kosti', 'ortoped']];
    fireEvent.input(text, { target: { value: 'zubar, stomatolog' } });
    fireEvent.click(main.getByRole('button', { name: SYNONYM_UI.save }));
    expect(await main.findByText(API_ERRORS.editConflict('admin', '2026-03-11T09:00:00.000Z'))).toBeTruthy();
    expect(ifMatches).toEqual(['"s1"']);
    expect(puts).toEqual([]);
    expect(main.getByRole('button', { name: EDIT_UI.takeTheirs })).toBeTruthy();
  });

  it('names the line that is not a group, and sends nothing', async () => {
    const main = openApp(ROUTES.synonyms);
    const text = await main.findByLabelText(SYNONYM_UI.label);
    fireEvent.input(text, { target: { value: 'zubar, stomatolog\n\nsamo jedna' } });
    fireEvent.blur(text);
    expect(await main.findByText(`${SYNONYM_UI.line(3)}: ${API_ERRORS.synonymGroupSize}`)).toBeTruthy();
    expect((main.getByRole('button', { name: SYNONYM_UI.save }) as HTMLButtonElement).disabled).toBe(true);
    expect(puts).toEqual([]);
  });
});
