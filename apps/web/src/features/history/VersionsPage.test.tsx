import { API, AUTH_SCHEME, DOCUMENT_TYPES, collectionByResource, HISTORY_UI, ROUTES, TOKEN_STORAGE_KEY, type ItemVersion } from '@dz/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, openApp, staff } from '../../test/app';

// /verzije/{Resource}/{id} (docs/product.md "Versions"): each version's file opened with the session's token, a
// picture's thumbnail, the comparison naming file changes, the pickers back on the newest two after a restore, and
// the way back to the item.

const type = DOCUMENT_TYPES[0]!;
const DOC = 5;
const NEWS = 9;
const docBase = API.documentVersions(type, DOC);
const newsBase = API.newsVersions(NEWS);

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A stored session token whose claims the app can read (its signature is the server's business). */
const TOKEN = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(staff.claims)}.potpis`;

const version = (v: number, over: Partial<ItemVersion> = {}): ItemVersion => ({
  version: v, savedAt: `2026-11-2${v}T10:00:00.000Z`, savedBy: 'osoblje', title: `Pravilnik ${v}`, text: `Pravilnik ${v}`,
  fileName: 'pravilnik.pdf', fileSize: 1000, fileHash: 'a'.repeat(64), ...over,
});

/** The document's versions as the server has them now (a restore adds one on top). */
let docVersions: ItemVersion[];
const newsVersions = [
  version(3, { fileName: '', fileSize: 2048, fileHash: 'c'.repeat(64) }),
  version(2, { fileName: '', fileSize: 2048, fileHash: 'c'.repeat(64) }),
  version(1, { fileName: '', fileSize: 4096, fileHash: 'b'.repeat(64) }),
];
const calls: { url: string; method: string; auth: string | undefined }[] = [];
const PDF = '%PDF-1.4 stari';

beforeEach(() => {
  calls.length = 0;
  docVersions = [
    version(3, { fileName: 'novi.pdf', fileSize: 98 * 1024, fileHash: 'd'.repeat(64) }),
    version(2, { fileName: 'stari.pdf', fileSize: 120 * 1024, fileHash: 'e'.repeat(64) }),
    version(1, { fileName: 'stari.pdf', fileSize: 120 * 1024, fileHash: 'e'.repeat(64) }),
  ];
  localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => `blob:${b.type}:${b.size}`, revokeObjectURL: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, auth: (init?.headers as Record<string, string> | undefined)?.Authorization });
    if (url === docBase) return json(docVersions);
    if (url === newsBase) return json(newsVersions);
    if (url === API.versionRestore(docBase, 1) && method === 'POST') {
      docVersions = [version(4, { fileName: 'stari.pdf', fileSize: 120 * 1024, fileHash: 'e'.repeat(64) }), ...docVersions];
      return new Response(null, { status: 204 });
    }
    if (url.startsWith(`${docBase}/`) && url.endsWith('/file')) {
      return new Response(PDF, { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="stari.pdf"' } });
    }
    if (url.startsWith(`${newsBase}/`) && url.endsWith('/file')) return new Response('JPEG', { headers: { 'Content-Type': 'image/jpeg' } });
    return new Response(JSON.stringify({ status: 404, message: 'x' }), { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const picker = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('/verzije, the versions screen', () => {
  it('leads back to the item\'s edit screen', async () => {
    const main = openApp(ROUTES.versions(type.resource, DOC));
    const back = await main.findByRole('link', { name: HISTORY_UI.backToItem(collectionByResource(type.resource)!.labels.singular) });
    expect(back.getAttribute('href')).toBe(`${type.editPath}/${DOC}`);
  });

  it('opens a version\'s PDF with the session\'s token, in a new tab', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const main = openApp(ROUTES.versions(type.resource, DOC));
    // Each row names its file by name and size.
    expect(await main.findAllByText('stari.pdf (120 KB)')).toHaveLength(2);
    expect(main.getByText('novi.pdf (98 KB)')).toBeTruthy();
    fireEvent.click(main.getByRole('button', { name: HISTORY_UI.openFileOf(1) }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(tab.location.href).toBe(`blob:application/pdf:${PDF.length}`));
    expect(tab.opener).toBeNull();
    expect(calls.find((c) => c.url === API.versionFile(docBase, 1))?.auth).toBe(`${AUTH_SCHEME} ${TOKEN}`);
  });

  it('shows each news version\'s picture as a thumbnail named by its version, fetched once per picture', async () => {
    const main = openApp(ROUTES.versions('Novost', NEWS));
    for (const v of [3, 2, 1]) expect((await main.findByRole('img', { name: HISTORY_UI.thumbnailOf(v) })).getAttribute('src')).toBe('blob:image/jpeg:4');
    const fetched = calls.filter((c) => c.url.endsWith('/file'));
    // Versions 3 and 2 keep the same picture: two fetches for three thumbnails, each with the token.
    expect(fetched).toHaveLength(2);
    expect(fetched.every((c) => c.auth === `${AUTH_SCHEME} ${TOKEN}`)).toBe(true);
    // No hash on screen: the picture, its size and "Otvori".
    expect(main.queryByText(/^cccccccc/)).toBeNull();
    expect(main.getByRole('button', { name: HISTORY_UI.openFileOf(1) })).toBeTruthy();
  });

  it('names file changes in the comparison: a PDF by name and size, a picture as changed; nothing when the same', async () => {
    const main = openApp(ROUTES.versions(type.resource, DOC));
    expect(await main.findByText(HISTORY_UI.fileChange('stari.pdf (120 KB)', 'novi.pdf (98 KB)'))).toBeTruthy();
    fireEvent.change(picker(HISTORY_UI.compareTo), { target: { value: '2' } });
    fireEvent.change(picker(HISTORY_UI.compareFrom), { target: { value: '1' } });
    await main.findByRole('heading', { name: HISTORY_UI.compareHeading(1, 2) });
    expect(main.queryByText(/^Datoteka:/)).toBeNull();
  });

  it('a news picture that changed is named so', async () => {
    const main = openApp(ROUTES.versions('Novost', NEWS));
    await main.findByRole('heading', { name: HISTORY_UI.compareHeading(2, 3) });
    expect(main.queryByText(HISTORY_UI.pictureChanged)).toBeNull();
    fireEvent.change(picker(HISTORY_UI.compareFrom), { target: { value: '1' } });
    expect(await main.findByText(HISTORY_UI.pictureChanged)).toBeTruthy();
  });

  it('after a restore the pickers are on the newest two again', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const main = openApp(ROUTES.versions(type.resource, DOC));
    await main.findByRole('heading', { name: HISTORY_UI.compareHeading(2, 3) });
    fireEvent.change(picker(HISTORY_UI.compareFrom), { target: { value: '1' } });
    fireEvent.change(picker(HISTORY_UI.compareTo), { target: { value: '2' } });
    await main.findByRole('heading', { name: HISTORY_UI.compareHeading(1, 2) });
    fireEvent.click(main.getByRole('button', { name: `${HISTORY_UI.restoreVersion} 1` }));
    await main.findByRole('heading', { name: HISTORY_UI.compareHeading(3, 4) });
    expect([picker(HISTORY_UI.compareFrom).value, picker(HISTORY_UI.compareTo).value]).toEqual(['3', '4']);
    // Version 4 is version 1's file again: "novi.pdf" → "stari.pdf".
    expect(main.getByText(HISTORY_UI.fileChange('novi.pdf (98 KB)', 'stari.pdf (120 KB)'))).toBeTruthy();
  });
});
