import { collectionByResource, plainFieldsOf, titleFieldOf, type Collection } from '@dz/contracts/collections';
import { ROUTES } from '@dz/contracts/paths';
import { HISTORY_UI } from '@dz/contracts/schemas';
import { WEB_UI } from '@dz/contracts/text';
import { sampleValue } from '@dz/contracts/testing';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, openApp as open } from '../../test/app';

/**
 * The tests of the screens of a kind served from its description (features/collections), opened through the app's
 * routes: its staff list, create and edit screens and its staff menu link, all read from the description.
 * apps/api/test/new-collection.test.ts adds a kind to a scratch copy and runs these for it, from a test file it writes.
 */
export function describeCollectionScreens(resource: string) {
  const c = collectionByResource(resource) as Collection;
  const fields = plainFieldsOf(c);
  const listed = c.fields.filter((f) => f.listed);
  /** An item whose every field has the n-th sample of its type (contracts collection-samples.ts). */
  const item = (id: number, n: number): { id: number; createdAt: string; updatedAt: string } & Record<string, string | number | boolean> => ({
    id, createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '2026-01-02T03:04:05.000Z',
    ...Object.fromEntries(fields.map((f) => [f.wire, sampleValue(f, n)])),
  });
  /** What the screens sent: each write's method, path and JSON body. */
  const sent: { method: string; url: string; body: unknown }[] = [];

  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (method !== 'GET') sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === c.paths.api && method === 'GET') return json([item(7, 1)]);
      if (url === c.paths.api && method === 'POST') return new Response(JSON.stringify(item(8, 2)), { status: 201, headers: { 'Content-Type': 'application/json' } });
      if (url === `${c.paths.api}/7`) return json(item(7, 3));
      return new Response(JSON.stringify({ status: 404, message: 'x' }), { status: 404 });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  describe(`the screens of ${c.labels.plural}, from the description`, () => {
    it('list: the heading, a column per listed field, the row with its edit and versions links, Dodaj, and the staff menu\'s link', async () => {
      const main = open(c.paths.staff!);
      expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(c.labels.plural);
      const table = await main.findByRole('table');
      expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([...listed.map((f) => f.label), WEB_UI.edit]);
      const name = item(7, 1)[titleFieldOf(c).wire];
      expect(main.getByRole('link', { name: WEB_UI.forItem(WEB_UI.edit, String(name)) }).getAttribute('href')).toBe(c.paths.edit(7));
      if (c.capabilities.versions) {
        expect(main.getByRole('link', { name: WEB_UI.forItem(HISTORY_UI.versions, String(name)) }).getAttribute('href')).toBe(ROUTES.versions(c.resource, 7));
      }
      if (c.paths.create) expect(main.getByRole('link', { name: WEB_UI.add }).getAttribute('href')).toBe(c.paths.create);
      // The staff menu comes with the staff frame's chunk (app/staffFrame.ts).
      await waitFor(() => expect(document.querySelector(`nav a[href="${c.paths.staff}"]`)?.textContent).toBe(c.labels.plural));
    });

    if (c.paths.create) {
      it('create: each field labelled as described; Dodaj sends its values under their wire names, then the list', async () => {
        const main = open(c.paths.create!);
        expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(WEB_UI.createHeading(c.labels.singular));
        const typed = item(8, 2);
        for (const f of fields) {
          const el = main.getByLabelText(f.label) as HTMLInputElement;
          const tag = { longText: 'TEXTAREA', enum: 'SELECT' }[f.type as string] ?? 'INPUT';
          expect(el.tagName, f.name).toBe(tag);
          if (f.type === 'boolean') {
            if (el.checked !== typed[f.wire]) fireEvent.click(el);
          } else if (f.type === 'enum') {
            fireEvent.change(el, { target: { value: typed[f.wire] } });
          } else {
            fireEvent.input(el, { target: { value: typed[f.wire] } });
          }
        }
        const submit = main.getByRole('button', { name: WEB_UI.add }) as HTMLButtonElement;
        await waitFor(() => expect(submit.disabled).toBe(false));
        fireEvent.click(submit);
        await waitFor(() => expect(sent).toHaveLength(1));
        expect(sent[0]).toEqual({ method: 'POST', url: c.paths.api, body: Object.fromEntries(fields.map((f) => [f.wire, typed[f.wire]])) });
        expect((await main.findByRole('heading', { level: 1, name: c.labels.plural })).textContent).toBe(c.labels.plural);
      });
    }

    it('edit: the stored values in their fields, saved with Uredi', async () => {
      const main = open(c.paths.edit(7));
      expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(WEB_UI.editHeading(c.labels.singular));
      for (const f of fields) {
        const el = (await main.findByLabelText(f.label)) as HTMLInputElement;
        expect(f.type === 'boolean' ? el.checked : el.value, f.name).toBe(item(7, 3)[f.wire]);
      }
      expect(main.getByRole('button', { name: WEB_UI.saveChanges })).toBeTruthy();
    });

    it('asks a visitor to log in', async () => {
      const main = open(c.paths.staff!, false);
      expect(await main.findByText(WEB_UI.loginRequired)).toBeTruthy();
      expect(main.queryByRole('table')).toBeNull();
    });
  });
}
