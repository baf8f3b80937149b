import { hasNextPage, hasPreviousPage, pageCount, showsPagination, WEB_UI } from '@dz/contracts';
import { GAP, pageWindow } from './pageWindow';

interface Props {
  page: number;
  totalItems: number;
  onPage: (page: number) => void;
}

/** docs/product.md "Screens": 'Prethodna', page numbers, 'Sljedeća'; only when totalItems exceeds the page size. */
export function Pagination({ page, totalItems, onPage }: Props) {
  if (!showsPagination(totalItems)) return null;
  const pages = pageWindow(page, pageCount(totalItems));
  return (
    <nav className="pagination" aria-label={WEB_UI.pagination}>
      <button type="button" disabled={!hasPreviousPage(page)} onClick={() => onPage(page - 1)}>
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
                onClick={() => p !== page && onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" disabled={!hasNextPage(page, totalItems)} onClick={() => onPage(page + 1)}>
        {WEB_UI.next}
      </button>
    </nav>
  );
}
