// @vitest-environment happy-dom
import { API, EDIT_UI, NEWS_PICTURE_UI, ROUTES, WEB_UI } from '@dz/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { admin, openApp } from '../../test/app';
import { frameFixture } from '../../test/fixtures';
import { FormActions } from '../../ui/FormActions';

/** Issue 21: a submit says why it is disabled and that it is saving, not only by being grey. */

beforeEach(() => vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined })));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const hintOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the submit of a staff form', () => {
  it('names the fields a disabled submit waits for, tied to it by aria-describedby', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 404 }));
    openApp(ROUTES.newsCreate);
    const submit = (await screen.findByRole('button', { name: WEB_UI.newsCreateButton })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    // The picture's alt text too (issue 23): required unless the picture is decorative.
    const waiting = [WEB_UI.newsTitleLabel, WEB_UI.newsBodyLabel, NEWS_PICTURE_UI.altLabel, WEB_UI.imageLabel];
    await waitFor(() => expect(hintOf(submit)).toBe(EDIT_UI.waitingFor(waiting)));
    fireEvent.input(screen.getByLabelText(WEB_UI.newsTitleLabel), { target: { value: 'Dan otvorenih vrata' } });
    await waitFor(() => expect(hintOf(submit)).toBe(EDIT_UI.waitingFor(waiting.slice(1))));
  });

  it('says "Čuvanje…" while the save is on its way, then is itself again', async () => {
    const institution = { ...frameFixture.institution, updatedAt: '2026-11-01T10:00:00.000Z' };
    let answer: (r: Response) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
      if (String(input) !== API.institution) return new Response('{}', { status: 404 });
      if (init.method === 'PUT') return new Promise<Response>((resolve) => { answer = resolve; });
      return new Response(JSON.stringify(institution), { headers: { 'Content-Type': 'application/json', ETag: '"i1"' } });
    });
    openApp(ROUTES.institutionEdit, admin);
    fireEvent.input(await screen.findByLabelText(WEB_UI.phone), { target: { value: '036 111 222' } });
    const submit = screen.getByRole('button', { name: WEB_UI.saveChanges }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(submit.textContent).toBe(EDIT_UI.saving));
    expect(submit.disabled).toBe(true);
    answer(new Response(JSON.stringify(institution), { headers: { 'Content-Type': 'application/json', ETag: '"i2"' } }));
    await waitFor(() => expect(submit.textContent).toBe(WEB_UI.saveChanges));
  });

  it("shows an upload's share on the submit", () => {
    const router = createMemoryRouter([{ path: '/', element: <FormActions submitLabel={WEB_UI.saveChanges} disabled={false} progress={0.42} /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('button', { name: EDIT_UI.savingPercent(42) })).toHaveProperty('disabled', true);
  });
});
