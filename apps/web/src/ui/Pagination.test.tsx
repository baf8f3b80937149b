import { PAGE_SIZE, WEB_UI } from '@dz/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './Pagination';

/** A pager over three pages that changes its page as a list page does (a new render after the click). */
function Pager({ start = 1 }: { start?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} totalItems={PAGE_SIZE * 2 + 1} onPage={setPage} />;
}

const current = () => screen.getByRole('navigation').querySelector('[aria-current="page"]');

describe('Pagination keeps the focus when it changes the page', () => {
  it('on the pressed button while it stays usable, then on the last page\'s number when Next turns disabled', () => {
    render(<Pager />);
    const next = screen.getByRole('button', { name: WEB_UI.next });
    next.focus();
    fireEvent.click(next);
    expect(current()?.textContent).toBe('2');
    expect(document.activeElement).toBe(next);
    fireEvent.click(next);
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(current());
    expect(current()?.getAttribute('aria-label')).toBe(WEB_UI.page(3));
  });

  it('on the first page\'s number when Previous turns disabled, and on a number pressed', () => {
    render(<Pager start={2} />);
    const page3 = screen.getByRole('button', { name: WEB_UI.page(3) });
    page3.focus();
    fireEvent.click(page3);
    expect(document.activeElement).toBe(page3);
    const previous = screen.getByRole('button', { name: WEB_UI.previous });
    previous.focus();
    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: WEB_UI.page(1) }));
  });

  it('leaves the focus alone when the page changes otherwise (a link, the browser\'s back button)', () => {
    const { rerender } = render(<Pagination page={1} totalItems={PAGE_SIZE * 3} onPage={() => undefined} />);
    rerender(<Pagination page={3} totalItems={PAGE_SIZE * 3} onPage={() => undefined} />);
    expect(document.activeElement).toBe(document.body);
  });
});
