// @vitest-environment happy-dom
// The institution screen's picture for link previews (issue 24): the default shown, an admin's upload, a refusal, the way back.
import { API, API_ERRORS, IMAGE_FIELD, ROUTES, SHARE_PICTURE_UI, WEB_UI, type Institution, type SharePicture } from '@dz/contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, json, openApp } from '../../test/app';
import { institutionFixture } from '../../test/fixtures';

const DEFAULT: SharePicture = { url: '/assets/img/dijeljenje.jpg', width: 1200, height: 630, custom: false };
const UPLOADED: SharePicture = { url: '/api/Ustanova/slika/puna?v=0123456789abcdef', width: 1200, height: 630, custom: true };

const problem = (status: number, message: string, field?: string) =>
  new Response(JSON.stringify({ status, message, ...(field ? { field } : {}) }), { status, headers: { 'Content-Type': 'application/json' } });

let current: SharePicture = DEFAULT;
/** The picture's version as the stub's API has it (its ETag, as the API's: the default's, or an upload's hash). */
const tagOf = (p: SharePicture) => (p.custom ? `"${p.url.split('v=')[1]}"` : '"default"');
/** Every change of the picture: its method and the If-Match it carried (null: none). */
const changes: { method: string; ifMatch: string | null }[] = [];
const withTag = (p: SharePicture) => {
  const r = json(p);
  r.headers.set('ETag', tagOf(p));
  return r;
};
/** The JSON calls: the contacts and the picture's GET and DELETE. */
function answer() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    if (method === 'GET' && url === API.institution) return json(institutionFixture satisfies Institution);
    if (method === 'GET' && url === API.sharePicture) return withTag(current);
    if (method === 'DELETE' && url === API.sharePicture) {
      changes.push({ method, ifMatch: new Headers(init.headers).get('If-Match') });
      return withTag((current = DEFAULT));
    }
    return problem(404, API_ERRORS.notFound);
  });
}

/** The multipart upload (api/upload.ts sends it with XMLHttpRequest): recorded, answered with `uploadAnswer`. */
const uploads: { method: string; url: string; body: FormData }[] = [];
let uploadAnswer: { status: number; body: unknown } = { status: 200, body: UPLOADED };
class FakeXhr {
  status = 0;
  responseText = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private target = { method: '', url: '' };
  private headers = new Headers();
  open(method: string, url: string) {
    this.target = { method, url };
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'etag' && this.status === 200 ? tagOf(uploadAnswer.body as SharePicture) : null;
  }
  abort() {}
  send(body: FormData) {
    uploads.push({ ...this.target, body });
    changes.push({ method: this.target.method, ifMatch: this.headers.get('If-Match') });
    void Promise.resolve().then(() => {
      this.status = uploadAnswer.status;
      this.responseText = JSON.stringify(uploadAnswer.body);
      if (uploadAnswer.status === 200) current = uploadAnswer.body as SharePicture;
      this.onload?.();
    });
  }
}

beforeEach(() => {
  current = DEFAULT;
  uploads.length = 0;
  changes.length = 0;
  uploadAnswer = { status: 200, body: UPLOADED };
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // jsdom has no object URLs; the section previews the chosen picture with one.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:slika', revokeObjectURL: () => undefined }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'naslovna.jpg', { type: 'image/jpeg' });
const section = async (main: ReturnType<typeof openApp>) => within(await main.findByRole('region', { name: SHARE_PICTURE_UI.heading }));

describe('the picture for link previews (/ustanova-uredi)', () => {
  it('shows the default at its size, then an admin uploads another: sent as the `slika` part, shown, and the way back offered', async () => {
    answer();
    const s = await section(openApp(ROUTES.institutionEdit, admin));
    const shown = await s.findByRole('img', { name: SHARE_PICTURE_UI.preview });
    expect([shown.getAttribute('src'), shown.getAttribute('width'), shown.getAttribute('height')]).toEqual([DEFAULT.url, '1200', '630']);
    expect(s.getByText(SHARE_PICTURE_UI.currentDefault)).toBeTruthy();
    expect(s.queryByRole('button', { name: SHARE_PICTURE_UI.reset })).toBeNull();
    const send = s.getByRole('button', { name: SHARE_PICTURE_UI.upload }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    const file = photo();
    fireEvent.change(s.getByLabelText(SHARE_PICTURE_UI.field), { target: { files: [file] } });
    expect((await s.findByRole('img', { name: SHARE_PICTURE_UI.preview })).getAttribute('src')).toBe('blob:slika');
    expect(s.getByText(WEB_UI.imagePreview)).toBeTruthy();
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await s.findByText(SHARE_PICTURE_UI.currentCustom);
    expect(uploads).toHaveLength(1);
    expect([uploads[0]!.method, uploads[0]!.url, uploads[0]!.body.get(IMAGE_FIELD)]).toEqual(['PUT', API.sharePicture, file]);
    expect(s.getByRole('img', { name: SHARE_PICTURE_UI.preview }).getAttribute('src')).toBe(UPLOADED.url);

    fireEvent.click(s.getByRole('button', { name: SHARE_PICTURE_UI.reset }));
    await s.findByText(SHARE_PICTURE_UI.currentDefault);
    expect(vi.mocked(fetch).mock.calls.some(([url, init]) => String(url) === API.sharePicture && init?.method === 'DELETE')).toBe(true);
    expect(s.getByRole('img', { name: SHARE_PICTURE_UI.preview }).getAttribute('src')).toBe(DEFAULT.url);
  });

  it('says on the field why the server refused a picture; the stored one stays (no way back to offer)', async () => {
    answer();
    uploadAnswer = { status: 415, body: { status: 415, message: API_ERRORS.imageInvalid, field: IMAGE_FIELD } };
    const s = await section(openApp(ROUTES.institutionEdit, admin));
    fireEvent.change(await s.findByLabelText(SHARE_PICTURE_UI.field), { target: { files: [photo()] } });
    const send = s.getByRole('button', { name: SHARE_PICTURE_UI.upload }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    const input = s.getByLabelText(SHARE_PICTURE_UI.field);
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(s.getByText(API_ERRORS.imageInvalid)).toBeTruthy();
    expect(send.disabled).toBe(true);
    expect(s.queryByRole('button', { name: SHARE_PICTURE_UI.reset })).toBeNull();
    expect(current).toEqual(DEFAULT);
  });

  it('every change names the version shown (If-Match, issue 41): the upload the default\'s, the way back the upload\'s', async () => {
    answer();
    const s = await section(openApp(ROUTES.institutionEdit, admin));
    await s.findByText(SHARE_PICTURE_UI.currentDefault);
    fireEvent.change(s.getByLabelText(SHARE_PICTURE_UI.field), { target: { files: [photo()] } });
    const send = s.getByRole('button', { name: SHARE_PICTURE_UI.upload }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await s.findByText(SHARE_PICTURE_UI.currentCustom);
    fireEvent.click(s.getByRole('button', { name: SHARE_PICTURE_UI.reset }));
    await s.findByText(SHARE_PICTURE_UI.currentDefault);
    expect(changes).toEqual([{ method: 'PUT', ifMatch: '"default"' }, { method: 'DELETE', ifMatch: '"0123456789abcdef"' }]);
  });

  it('someone else changed it meanwhile (412): says so and shows theirs, replacing nothing', async () => {
    answer();
    uploadAnswer = { status: 412, body: { status: 412, message: API_ERRORS.editConflict('admin', '2026-03-11T09:00:00.000Z'), changedBy: 'admin', changedAt: '2026-03-11T09:00:00.000Z' } };
    const s = await section(openApp(ROUTES.institutionEdit, admin));
    await s.findByText(SHARE_PICTURE_UI.currentDefault);
    // A colleague's upload after this screen loaded.
    current = UPLOADED;
    fireEvent.change(s.getByLabelText(SHARE_PICTURE_UI.field), { target: { files: [photo()] } });
    const send = s.getByRole('button', { name: SHARE_PICTURE_UI.upload }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    expect(await within(document.body).findByText(API_ERRORS.editConflict('admin', '2026-03-11T09:00:00.000Z'))).toBeTruthy();
    await s.findByText(SHARE_PICTURE_UI.currentCustom);
    expect(changes).toEqual([{ method: 'PUT', ifMatch: '"default"' }]);
  });

  it('is not there for staff who are not admins', async () => {
    answer();
    const main = openApp(ROUTES.institutionEdit);
    expect(await main.findByText(WEB_UI.accountsDenied)).toBeTruthy();
    expect(main.queryByRole('region', { name: SHARE_PICTURE_UI.heading })).toBeNull();
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).not.toContain(API.sharePicture);
  });
});
