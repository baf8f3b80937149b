// @vitest-environment happy-dom
import { API, API_ERRORS, EDIT_UI, NEWS_PICTURE_UI, WEB_UI, newsCollection, textFieldsOf, type News } from '@dz/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsForm } from './NewsForm';

// The news form's text fields come from the news collection's description (issue 22): each field it names is here,
// named after the field, so a field added there is tested without this file changing (apps/api/test/new-field.test.ts).
const fields = textFieldsOf(newsCollection);

function renderForm(news?: News) {
  const router = createMemoryRouter([{ path: '/form', element: <NewsForm news={news} /> }, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: ['/form'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const item = (): News => ({
  id: 7, slika: '', slikaUrl: '/api/Novost/7/slika/puna', slikaKarticaUrl: '/api/Novost/7/slika/kartica', createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z', ...Object.fromEntries(fields.map((f) => [f.wire, `Vrijednost ${f.name}`])),
}) as News;

describe('the news form, from the news collection\'s description (issue 22)', () => {
  for (const f of fields) {
    describe(`${f.name} (${f.wire})`, () => {
      it('is a field labelled as described, one line or several, holding the item\'s value', () => {
        renderForm(item());
        const el = screen.getByLabelText(f.label) as HTMLInputElement | HTMLTextAreaElement;
        expect([el.tagName, el.name, el.value]).toEqual([f.type === 'longText' ? 'TEXTAREA' : 'INPUT', f.wire, `Vrijednost ${f.name}`]);
      });

      it('says when its text is too long (the description\'s limit), empty for a new item', async () => {
        renderForm();
        const el = screen.getByLabelText(f.label) as HTMLInputElement | HTMLTextAreaElement;
        expect(el.value).toBe('');
        fireEvent.input(el, { target: { value: 'a'.repeat(f.maxLength! + 1) } });
        fireEvent.blur(el);
        expect(await screen.findByText(API_ERRORS.tooLong(f.maxLength!))).toBeTruthy();
      });
    });
  }
});

// Pictures that speak (issue 23, WCAG 1.1.1): the alt text is required unless the picture is decorative.
describe('the news form\'s picture text', () => {
  /** The multipart saves (api/upload.ts sends them with XMLHttpRequest), answered as the API would. */
  const sent: { method: string; url: string; body: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private target = { method: '', url: '' };
    open(method: string, url: string) {
      this.target = { method, url };
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    abort() {}
    send(body: FormData) {
      sent.push({ ...this.target, body });
      const text = Object.fromEntries(['naslov', 'opis', 'imageAlt', 'imageCaption'].map((k) => [k, body.get(k)]));
      const answer = { ...item(), ...text, imageDecorative: body.get('imageDecorative') === 'true' };
      void Promise.resolve().then(() => {
        this.status = this.target.method === 'POST' ? 201 : 200;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      });
    }
  }
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    // jsdom has no object URLs; the form previews the chosen picture with one.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:slika', revokeObjectURL: () => undefined }));
  });
  afterEach(() => vi.unstubAllGlobals());

  const type = (label: string, value: string) => {
    const el = screen.getByLabelText(label);
    fireEvent.input(el, { target: { value } });
    fireEvent.blur(el);
  };
  const submit = () => screen.getByRole('button', { name: WEB_UI.newsCreateButton }) as HTMLButtonElement;
  const hintOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;
  /** A new item's title, body and picture, everything but the picture's text. */
  async function fillNew() {
    renderForm();
    type(WEB_UI.newsTitleLabel, 'Dani zdravlja');
    type(WEB_UI.newsBodyLabel, 'Besplatni pregledi.');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'slika.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(WEB_UI.imageLabel), { target: { files: [png] } });
    await screen.findByRole('img', { name: WEB_UI.imagePreview });
  }

  it('waits for the alt text, says it is required once left empty, and sends it with the caption', async () => {
    await fillNew();
    await waitFor(() => expect(hintOf(submit())).toBe(EDIT_UI.waitingFor([NEWS_PICTURE_UI.altLabel])));
    expect(submit().disabled).toBe(true);
    type(NEWS_PICTURE_UI.altLabel, '   ');
    expect(await screen.findByText(API_ERRORS.required)).toBeTruthy();
    expect(screen.getByText(NEWS_PICTURE_UI.altHint)).toBeTruthy();

    type(NEWS_PICTURE_UI.altLabel, 'Sestra mjeri pritisak pacijentu');
    type(NEWS_PICTURE_UI.captionLabel, 'Ambulanta Blagaj');
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!.body;
    expect([sent[0]!.method, sent[0]!.url]).toEqual(['POST', API.newsList]);
    expect([body.get('imageAlt'), body.get('imageDecorative'), body.get('imageCaption')]).toEqual(['Sestra mjeri pritisak pacijentu', 'false', 'Ambulanta Blagaj']);
  });

  it('takes "Ukrasna slika" instead: the alt text goes away and is sent as \'\', whatever was typed before', async () => {
    await fillNew();
    type(NEWS_PICTURE_UI.altLabel, 'Okvir od cvijeća');
    fireEvent.click(screen.getByLabelText(NEWS_PICTURE_UI.decorativeLabel));
    await waitFor(() => expect(screen.queryByLabelText(NEWS_PICTURE_UI.altLabel)).toBeNull());
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!.body;
    expect([body.get('imageAlt'), body.get('imageDecorative'), body.get('imageCaption')]).toEqual(['', 'true', '']);
  });

  it('opens a decorative item with the box ticked and no alt text field; unticked, the alt text is required again', async () => {
    renderForm({ ...item(), imageAlt: '', imageDecorative: true, imageCaption: 'Potpis' });
    const box = screen.getByLabelText(NEWS_PICTURE_UI.decorativeLabel) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(screen.queryByLabelText(NEWS_PICTURE_UI.altLabel)).toBeNull();
    expect((screen.getByLabelText(NEWS_PICTURE_UI.captionLabel) as HTMLInputElement).value).toBe('Potpis');
    fireEvent.click(box);
    type(NEWS_PICTURE_UI.altLabel, '');
    expect(await screen.findByText(API_ERRORS.required)).toBeTruthy();
    expect((screen.getByRole('button', { name: WEB_UI.saveChanges }) as HTMLButtonElement).disabled).toBe(true);
  });
});
