import { ROUTES } from '@dz/contracts/paths';
import { SEARCH_LIMITS } from '@dz/contracts/rules';
import { FRAME_UI } from '@dz/contracts/text';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

interface Props {
  /** The form's name for screen readers (two search landmarks on a page need different ones)… */
  label?: string;
  /** …or the id of the heading that names it. */
  labelledBy?: string;
  /** The query the field starts with (the results page's). */
  query?: string;
  /** The field's label for screen readers only, a placeholder in sight (the navbar's). */
  hideLabel?: boolean;
  className?: string;
  /** After a search started here (the navbar closes its menu: a new query on /pretraga is no new path). */
  onSearch?: () => void;
}

/**
 * The site's search (/pretraga?q=…): a plain GET form, so it works without JavaScript; with it the
 * router goes there in place. Shorter queries than the API takes reach the results page, whose hint says why.
 */
export function SearchForm({ label, labelledBy, query = '', hideLabel, className, onSearch }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = new FormData(e.currentTarget).get('q');
    void navigate(`${ROUTES.search}?${new URLSearchParams({ q: typeof q === 'string' ? q : '' })}`);
    onSearch?.();
  };
  return (
    <form
      role="search"
      action={ROUTES.search}
      method="get"
      aria-label={label}
      aria-labelledby={labelledBy}
      className={className ? `search-form ${className}` : 'search-form'}
      onSubmit={onSubmit}
    >
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {FRAME_UI.searchField}
      </label>
      {/* Keyed by the query: a new search shows its own words. */}
      <input key={query} id={id} type="search" name="q" defaultValue={query} placeholder={hideLabel ? FRAME_UI.searchPlaceholder : undefined} maxLength={SEARCH_LIMITS.maxChars} enterKeyHint="search" />
      <button type="submit" className="btn">
        {FRAME_UI.searchButton}
      </button>
    </form>
  );
}
