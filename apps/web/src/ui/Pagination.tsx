import { hasNextPage, hasPreviousPage, PAGE_SIZE, pageCount, showsPagination, WEB_UI } from '@dz/contracts';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { GAP, pageWindow } from './pageWindow';
import { isPlainClick } from './plainClick';
import { pageSearch } from './usePageParam';

interface Props {
  page: number;
  totalItems: number;
  /** Parameters every page's link keeps (the search's `q`). */
  keep?: Readonly<Record<string, string>>;
  /** Items a page (the site's PAGE_SIZE unless the list lets staff choose). */
  pageSize?: number;
}

/**
 * docs/product.md "Screens": 'Prethodna', page numbers, 'Sljedeća'; only when totalItems exceeds the page size.
 * Every control that changes the page is a link (`?page=N`, the bare path for the first, after `keep`), so paging
 * works without JavaScript; with it the router follows the link in place. Previous on the first page
 * and Next on the last are disabled links (no href, aria-disabled).
 * Focus stays in the pager when a link of it changes the page: on the pressed link, or, when that
 * one turns disabled (Next on the last page, Previous on the first), on the new page's number.
 */
export function Pagination({ page, totalItems, keep, pageSize = PAGE_SIZE }: Props) {
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    // A link that turned disabled is another element: the focus fell out of the pager with it.
    if (nav.current?.contains(document.activeElement)) return;
    nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);

  if (!showsPagination(totalItems, pageSize)) return null;
  const pageLink = (p: number, children: ReactNode, label?: string) => (
    <Link
      to={`${pathname}${pageSearch(p, keep)}`}
      aria-label={label}
      aria-current={p === page ? 'page' : undefined}
      onClick={(e: MouseEvent) => void (pressed.current = p !== page && isPlainClick(e))}
    >
      {children}
    </Link>
  );
  const step = (p: number, enabled: boolean, text: string) =>
    enabled ? (
      pageLink(p, text)
    ) : (
      // A link without a target: no href, not focusable, announced as a disabled link.
      <a role="link" aria-disabled="true">
        {text}
      </a>
    );
  const pages = pageWindow(page, pageCount(totalItems, pageSize));
  return (
    <nav className="pagination" aria-label={WEB_UI.pagination} ref={nav}>
      {step(page - 1, hasPreviousPage(page), WEB_UI.previous)}
      <ol>
        {pages.map((p, i) =>
          p === GAP ? (
            <li key={`gap-${i}`} aria-hidden="true">…</li>
          ) : (
            <li key={p}>{pageLink(p, p, WEB_UI.page(p))}</li>
          ),
        )}
      </ol>
      {step(page + 1, hasNextPage(page, totalItems, pageSize), WEB_UI.next)}
    </nav>
  );
}
