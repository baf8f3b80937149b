// @vitest-environment happy-dom
import { API, API_ERRORS, documentTypeByResource, EDIT_UI, itemTag, PDF_FIELD, PUBLICATION_UI, ROUTES, WEB_UI, type DocumentType } from '@dz/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { upload } from '../../api/upload';
import { DocumentForm } from './DocumentForm';

vi.mock('../../api/upload', () => ({ upload: vi.fn() }));
const uploadMock = vi.mocked(upload);

const type = (resource: string) => documentTypeByResource(resource)!;
const pdf = () => new File(['%PDF-1.4'], 'zakon.pdf', { type: 'application/pdf' });

function renderForm(t: DocumentType, item?: Parameters<typeof DocumentForm>[0]['item']) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <DocumentForm type={t} item={item} /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => uploadMock.mockReset());

describe('registry-driven document form (docs/product.md "Screens", "Validation")', () => {
  it('labels the one text field per type and uses a textarea for long texts', () => {
    renderForm(type('Brosure'));
    expect(screen.getByLabelText('Naziv').tagName).toBe('INPUT');
    expect(screen.getByRole('button', { name: 'Kreiraj brošuru' })).toBeTruthy();
  });

  it('uses the edit label and the Uredi button when editing', () => {
    const item = { id: 4, opis: 'Stari opis', fileName: 'a.pdf', fileSize: 9, createdAt: '', updatedAt: '' };
    renderForm(type('ZakonEdu'), item);
    const field = screen.getByLabelText('Opis:') as HTMLTextAreaElement;
    expect([field.tagName, field.value]).toEqual(['TEXTAREA', 'Stari opis']);
    expect(screen.getByRole('button', { name: WEB_UI.saveChanges })).toBeTruthy();
    expect(screen.getByText(/a\.pdf/)).toBeTruthy();
  });

  it('keeps submit disabled until the text and a PDF are there, and shows the field message', async () => {
    const t = type('Edukacija');
    renderForm(t);
    const text = screen.getByLabelText('Tekst');
    const submit = screen.getByRole('button', { name: t.createButton }) as HTMLButtonElement;
    expect(text.tagName).toBe('TEXTAREA');
    expect(submit.disabled).toBe(true);
    fireEvent.focus(text);
    fireEvent.blur(text);
    expect(await screen.findByText(WEB_UI.fieldRequired)).toBeTruthy();
    fireEvent.input(text, { target: { value: 'Ljetna praksa' } });
    await waitFor(() => expect(screen.queryByText(WEB_UI.fieldRequired)).toBeNull());
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(WEB_UI.pdfLabel), { target: { files: [pdf()] } });
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('sends the text under the wire name with the PDF as pdfFile, then goes to the list', async () => {
    const t = type('Zakon');
    uploadMock.mockResolvedValue({ id: 1 });
    const router = renderForm(t);
    fireEvent.input(screen.getByLabelText('Naziv'), { target: { value: 'Zakon o zdravstvenoj zaštiti' } });
    fireEvent.change(screen.getByLabelText(WEB_UI.pdfLabel), { target: { files: [pdf()] } });
    const submit = screen.getByRole('button', { name: 'Kreiraj zakon' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(t.afterCreate));
    const [path, opts] = uploadMock.mock.calls[0]!;
    expect([path, opts.method]).toEqual([API.documents(t), 'POST']);
    expect(opts.body.get('naziv')).toBe('Zakon o zdravstvenoj zaštiti');
    expect((opts.body.get(PDF_FIELD) as File).name).toBe('zakon.pdf');
  });

  it('shows the PDF error when a chosen file is cleared, and rejects a non-PDF', async () => {
    renderForm(type('Oglas'));
    const input = screen.getByLabelText(WEB_UI.pdfLabel);
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.docx', { type: 'application/msword' })] } });
    expect(await screen.findByText('Datoteka nije PDF dokument')).toBeTruthy();
    fireEvent.change(input, { target: { files: [pdf()] } });
    await waitFor(() => expect(screen.queryByText('Datoteka nije PDF dokument')).toBeNull());
    fireEvent.change(input, { target: { files: [] } });
    expect(await screen.findByText('PDF datoteka je obavezna')).toBeTruthy();
  });

  it('after a 412 with a PDF chosen, "Preuzmi njihovu verziju" drops the file too; the next save carries their version and no file (issue 21)', async () => {
    const t = type('Zakon');
    const item = { id: 4, naziv: 'Stari naziv', fileName: 'a.pdf', fileSize: 9, createdAt: '', updatedAt: '2026-11-01T10:00:00.000Z' };
    const theirs = { ...item, naziv: 'Njihov naziv', updatedAt: '2026-11-23T19:00:00.000Z' };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      new Response(JSON.stringify(theirs), { headers: { 'Content-Type': 'application/json', ETag: itemTag(theirs.updatedAt) } }));
    uploadMock.mockRejectedValueOnce(new ApiError(412, 'Ovaj zapis je u međuvremenu sačuvala amela.', undefined, true, { by: 'amela', at: theirs.updatedAt }));
    uploadMock.mockResolvedValue({ id: 4 });
    renderForm(t, item);
    const field = screen.getByLabelText(t.editLabel) as HTMLInputElement;
    fireEvent.input(field, { target: { value: 'Moj naziv' } });
    fireEvent.change(screen.getByLabelText(WEB_UI.pdfLabel), { target: { files: [pdf()] } });
    const submit = screen.getByRole('button', { name: WEB_UI.saveChanges }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    fireEvent.click(await screen.findByRole('button', { name: EDIT_UI.takeTheirs }));
    expect(fetchMock).toHaveBeenCalledWith(API.document(t, 4), expect.anything());
    await waitFor(() => expect((screen.getByLabelText(t.editLabel) as HTMLInputElement).value).toBe('Njihov naziv'));
    expect((screen.getByLabelText(WEB_UI.pdfLabel) as HTMLInputElement).files).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: WEB_UI.saveChanges }));
    await waitFor(() => expect(uploadMock).toHaveBeenCalledTimes(2));
    const [, opts] = uploadMock.mock.calls[1]!;
    expect(opts.ifMatch).toBe(itemTag(theirs.updatedAt));
    expect(opts.body.get(t.textField)).toBe('Njihov naziv');
    expect(opts.body.get(PDF_FIELD)).toBeNull();
    fetchMock.mockRestore();
  });

  it('publishes at once by default; a draft sends status draft; a schedule needs its time and sends it as the instant of Sarajevo\'s clock', async () => {
    const t = type('Oglas');
    uploadMock.mockResolvedValue({ id: 1 });
    renderForm(t);
    expect((screen.getByRole('radio', { name: PUBLICATION_UI.choices.published }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(PUBLICATION_UI.publishAtLabel)).toBeNull();
    fireEvent.input(screen.getByLabelText(t.createLabel), { target: { value: 'Konkurs za medicinske sestre' } });
    fireEvent.change(screen.getByLabelText(WEB_UI.pdfLabel), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByRole('radio', { name: PUBLICATION_UI.choices.scheduled }));
    const when = await screen.findByLabelText(PUBLICATION_UI.publishAtLabel);
    const submit = screen.getByRole('button', { name: t.createButton }) as HTMLButtonElement;
    fireEvent.focus(when);
    fireEvent.blur(when);
    expect(await screen.findByText(API_ERRORS.publishAtRequired)).toBeTruthy();
    expect(submit.disabled).toBe(true);
    // Monday 1 December 2026, 08:00 in Sarajevo (CET) is 07:00 UTC.
    fireEvent.input(when, { target: { value: '2026-12-01T08:00' } });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(uploadMock).toHaveBeenCalledTimes(1));
    const [, opts] = uploadMock.mock.calls[0]!;
    expect([opts.body.get('status'), opts.body.get('publishAt')]).toEqual(['scheduled', '2026-12-01T07:00:00.000Z']);
  });

  it('an unpublished item says its state and links its preview; a draft is sent without a time', async () => {
    const t = type('Zakon');
    uploadMock.mockResolvedValue({ id: 4 });
    const item = { id: 4, naziv: 'Nacrt', fileName: 'a.pdf', fileSize: 9, createdAt: '', updatedAt: '2026-11-01T10:00:00.000Z', status: 'scheduled' as const, publishAt: '2026-12-01T07:00:00.000Z' };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      new Response(JSON.stringify(item), { headers: { 'Content-Type': 'application/json', ETag: itemTag(item.updatedAt) } }));
    renderForm(t, item);
    expect(screen.getByText(PUBLICATION_UI.scheduledFor(item.publishAt))).toBeTruthy();
    expect((screen.getByLabelText(PUBLICATION_UI.publishAtLabel) as HTMLInputElement).value).toBe('2026-12-01T08:00');
    expect(screen.getByRole('link', { name: PUBLICATION_UI.previewOf('Nacrt') }).getAttribute('href')).toBe(ROUTES.documentPreview('Zakon', 4));
    fireEvent.click(screen.getByRole('radio', { name: PUBLICATION_UI.choices.draft }));
    const save = screen.getByRole('button', { name: WEB_UI.saveChanges }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(uploadMock).toHaveBeenCalledTimes(1));
    const [, opts] = uploadMock.mock.calls[0]!;
    expect([opts.body.get('status'), opts.body.get('publishAt')]).toEqual(['draft', null]);
    fetchMock.mockRestore();
  });
});
