import { hasNextPage, hasPreviousPage, pageCount, showsPagination, WEB_UI } from '@dz/contracts';
import { useEffect, useRef } from 'react';
import { GAP, pageWindow } from './pageWindow';

interface Props {
  page: number;
  totalItems: number;
  onPage: (page: number) => void;
}

/**
 * docs/product.md "Screens": 'Prethodna', page numbers, 'Sljedeća'; only when totalItems exceeds the page size.
 * Focus stays in the pager when a button of it changes the page: on the pressed button, or, when
 * that one turns disabled (Next on the last page, Previous on the first), on the new page's number.
 */
export function Pagination({ page, totalItems, onPage }: Props) {
  const nav = useRef<HTMLElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    const focused = document.activeElement;
    if (nav.current?.contains(focused) && !(focused as HTMLButtonElement).disabled) return;
    nav.current?.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
  }, [page]);

  if (!showsPagination(totalItems)) return null;
  const go = (p: number) => {
    pressed.current = true;
    onPage(p);
  };
  const pages = pageWindow(page, pageCount(totalItems));
  return (
    <nav className="pagination" aria-label={WEB_UI.pagination} ref={nav}>
      <button type="button" disabled={!hasPreviousPage(page)} onClick={() => go(page - 1)}>
        {WEB_UI.previous}
      </button>
      <ol>
        {pages.map((p, i) =>
          p === GAP ? (
            <li key={`gap-${i}`} aria-hidden="true">…</li>
          ) : (
            <li key={p}>
              <button
                type="button"
                aria-label={WEB_UI.page(p)}
                aria-current={p === page ? 'page' : undefined}
                onClick={() => p !== page && go(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" disabled={!hasNextPage(page, totalItems)} onClick={() => go(page + 1)}>
        {WEB_UI.next}
      </button>
    </nav>
  );
}
