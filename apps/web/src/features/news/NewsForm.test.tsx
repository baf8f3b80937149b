import { API_ERRORS, newsCollection, textFieldsOf, type News } from '@dz/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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
