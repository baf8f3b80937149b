// @vitest-environment happy-dom
import { API, SYNONYM_UI, API_ERRORS, ROUTES } from '@dz/contracts';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, openApp } from '../../test/app';

// /urednik/sinonimi (issue 24): the groups as lines of words, saved as groups; a bad line is named before anything is sent.
const puts: unknown[] = [];
beforeEach(() => {
  puts.length = 0;
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === API.searchSynonyms && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      puts.push(body);
      return json(body);
    }
    if (url === API.searchSynonyms) return json({ groups: [['zubar', 'stomatolog'], ['šlog', 'moždani udar']] });
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
