import {
  collectionByResource, CONTENT_PAGE_SIZES, CONTENT_SORTS, CONTENT_STATUSES, CONTENT_UI, HISTORY_UI, LISTED_COLLECTIONS, PUBLICATION_UI, ROUTES, WEB_UI,
  documentTypeByResource, type ContentItem,
} from '@dz/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { RequireLogin } from '../../session/RequireLogin';
import { DataTable } from '../../ui/DataTable';
import { Loaded } from '../../ui/Loaded';
import { Pagination } from '../../ui/Pagination';
import { stateText } from '../../ui/PublicationFields';
import { usePageParam } from '../../ui/usePageParam';
import { When } from '../history/When';
import { listContent } from './api';
import { hasBin, hasDrafts, useBulkActions } from './bulk';

/** The filter's fields, as the URL and the API name them. */
const FIELDS = ['q', 'kind', 'status', 'author', 'sort', 'pageSize'] as const;

/**
 * /urednik/sadrzaj (issue 23): every kind of content in one list, found by text in its title (folded, as the search
 * folds), filtered by kind and by who saved last, sorted by date or title, 25, 50 or 100 a page; each row's edit, view
 * on site and versions. The filter is a GET form: its parameters are the page's address, so a list can be linked,
 * Back steps through it, and the pager keeps it.
 */
export default function ContentPage() {
  return (
    <RequireLogin title={CONTENT_UI.heading}>
      <ContentList />
    </RequireLogin>
  );
}

function ContentList() {
  const ids = { q: useId(), kind: useId(), status: useId(), author: useId(), sort: useId(), pageSize: useId() };
  const [params, setParams] = useSearchParams();
  const { page } = usePageParam();
  const filter = Object.fromEntries(FIELDS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : []))) as Partial<Record<(typeof FIELDS)[number], string>>;
  const pageSize = Number(filter.pageSize ?? CONTENT_PAGE_SIZES[0]);
  const query = new URLSearchParams({ ...filter, page: String(page) });
  const content = useQuery({
    queryKey: ['content', query.toString()],
    queryFn: ({ signal }) => listContent(query, signal),
    placeholderData: keepPreviousData,
  });
  /** With JavaScript the router follows the form in place (the first page, the fields not left empty); without, the browser does. */
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setParams(Object.fromEntries(FIELDS.flatMap((k) => {
      const v = String(data.get(k) ?? '').trim();
      return v ? [[k, v]] : [];
    })));
  };
  return (
    <>
      {/* Keyed by the address: Back and Forward show the fields as the list is. */}
      <form key={params.toString()} method="get" action={ROUTES.content} onSubmit={submit} className="form content-filter" role="search" aria-label={CONTENT_UI.heading}>
        <div className="field">
          <label htmlFor={ids.q}>{CONTENT_UI.search}</label>
          <input id={ids.q} className="input" type="search" name="q" defaultValue={filter.q ?? ''} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor={ids.kind}>{CONTENT_UI.kind}</label>
          <select id={ids.kind} name="kind" defaultValue={filter.kind ?? ''}>
            <option value="">{CONTENT_UI.allKinds}</option>
            {LISTED_COLLECTIONS.map((c) => <option key={c.resource} value={c.resource}>{c.labels.plural}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.status}>{PUBLICATION_UI.status}</label>
          <select id={ids.status} name="status" defaultValue={filter.status ?? ''}>
            <option value="">{PUBLICATION_UI.allStatuses}</option>
            {CONTENT_STATUSES.map((s) => <option key={s} value={s}>{PUBLICATION_UI.statuses[s]}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.author}>{CONTENT_UI.author}</label>
          <input id={ids.author} className="input" name="author" defaultValue={filter.author ?? ''} maxLength={50} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor={ids.sort}>{CONTENT_UI.sort}</label>
          <select id={ids.sort} name="sort" defaultValue={filter.sort ?? CONTENT_SORTS[0]}>
            {CONTENT_SORTS.map((s) => <option key={s} value={s}>{CONTENT_UI.sorts[s]}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.pageSize}>{CONTENT_UI.pageSize}</label>
          <select id={ids.pageSize} name="pageSize" defaultValue={String(pageSize)}>
            {CONTENT_PAGE_SIZES.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary">{CONTENT_UI.show}</button>
        </div>
      </form>
      <Loaded query={content} isEmpty={(p) => p.items.length === 0} emptyText={CONTENT_UI.empty}>
        {(p) => (
          <>
            <p role="status" className="content-count">{CONTENT_UI.count(p.totalItems)}</p>
            {/* Keyed by the page's rows: another page, filter or refresh starts with nothing selected. */}
            <ContentTable key={p.items.map(keyOf).join(' ')} items={p.items} />
          </>
        )}
      </Loaded>
      {content.data && <Pagination page={page} totalItems={content.data.totalItems} keep={filter as Record<string, string>} pageSize={pageSize} />}
    </>
  );
}

const keyOf = (i: Pick<ContentItem, 'kind' | 'id'>) => `${i.kind}-${i.id}`;
/** Where staff see an item as visitors will: its page or file once published; before, its preview (with their token). */
const viewUrl = (i: ContentItem) => {
  if (i.status === 'published') return i.url;
  const type = documentTypeByResource(i.kind);
  return type ? ROUTES.documentPreview(i.kind, i.id) : i.url;
};

function ContentTable({ items }: { items: ContentItem[] }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const bulk = useBulkActions();
  const binnable = items.filter(hasBin);
  const selected = binnable.filter((i) => chosen.has(keyOf(i)));
  const toggle = (key: string, on: boolean) => setChosen((c) => {
    const next = new Set(c);
    if (on) next.add(key);
    else next.delete(key);
    return next;
  });
  const allId = useId();
  return (
    <>
      {binnable.length > 0 && (
        <div className="bulk-actions" role="group" aria-label={CONTENT_UI.select}>
          <span className="field-check">
            <input
              id={allId}
              type="checkbox"
              checked={selected.length === binnable.length}
              onChange={(e) => setChosen(new Set(e.target.checked ? binnable.map(keyOf) : []))}
            />
            <label htmlFor={allId}>{CONTENT_UI.selectAll}</label>
          </span>
          {selected.some(hasDrafts) && (
            <>
              <button type="button" className="btn btn-secondary" disabled={bulk.busy} onClick={() => void bulk.publish(selected)}>
                {PUBLICATION_UI.publish(selected.filter(hasDrafts).length)}
              </button>
              <button type="button" className="btn btn-secondary" disabled={bulk.busy} onClick={() => void bulk.unpublish(selected)}>
                {PUBLICATION_UI.unpublish(selected.filter(hasDrafts).length)}
              </button>
            </>
          )}
          <button type="button" className="btn btn-danger" disabled={selected.length === 0 || bulk.busy} onClick={() => void bulk.toBin(selected)}>
            {CONTENT_UI.toBin(selected.length)}
          </button>
        </div>
      )}
      <DataTable className="accounts content" columns={[CONTENT_UI.select, CONTENT_UI.title, CONTENT_UI.kind, PUBLICATION_UI.status, CONTENT_UI.updatedAt, CONTENT_UI.updatedBy]} actions={WEB_UI.edit}>
        {items.map((i) => {
          const c = collectionByResource(i.kind);
          return (
            <tr key={keyOf(i)}>
              <td data-label={CONTENT_UI.select}>
                {hasBin(i) && (
                  <input
                    type="checkbox"
                    aria-label={CONTENT_UI.selectItem(i.title)}
                    checked={chosen.has(keyOf(i))}
                    onChange={(e) => toggle(keyOf(i), e.target.checked)}
                  />
                )}
              </td>
              <th scope="row"><Link to={i.editUrl}>{i.title}</Link></th>
              <td data-label={CONTENT_UI.kind}>{c?.labels.singular ?? i.kind}</td>
              <td data-label={PUBLICATION_UI.status}>{i.status === 'published' ? PUBLICATION_UI.statuses.published : stateText(i)}</td>
              <td data-label={CONTENT_UI.updatedAt}><When iso={i.updatedAt} /></td>
              <td data-label={CONTENT_UI.updatedBy}>{i.updatedBy || HISTORY_UI.unknownAuthor}</td>
              <td className="row-actions">
                <div className="row-buttons">
                  <Link className="btn btn-secondary" to={i.editUrl} aria-label={WEB_UI.forItem(WEB_UI.edit, i.title)}>{WEB_UI.edit}</Link>
                  {i.status === 'published' ? (
                    // The public page or file: a full load (a download is no screen of the app).
                    <a className="btn btn-secondary" href={i.url} aria-label={WEB_UI.forItem(CONTENT_UI.view, i.title)}>{CONTENT_UI.view}</a>
                  ) : (
                    // Not public yet: its preview in the app, where the session's token reads it.
                    <Link className="btn btn-secondary" to={viewUrl(i)} aria-label={WEB_UI.forItem(PUBLICATION_UI.preview, i.title)}>{PUBLICATION_UI.preview}</Link>
                  )}
                  {c?.capabilities.versions && (
                    <Link className="btn btn-secondary" to={ROUTES.versions(i.kind, i.id)} aria-label={WEB_UI.forItem(HISTORY_UI.versions, i.title)}>
                      {HISTORY_UI.versions}
                    </Link>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </>
  );
}
