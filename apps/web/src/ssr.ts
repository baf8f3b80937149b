import type { DehydratedState } from '@tanstack/react-query';

/** The id of the <script type="application/json"> that carries a server render's query cache. */
export const SSR_DATA_ID = 'ssr-data';

/** What a server render hands the browser: the query cache and the address it answered 404. */
export interface SsrData {
  queries: DehydratedState;
  notFoundPath: string | null;
  /** The lazy screens the page drew (ui/lazyScreen.tsx `RenderedScreens`): the browser loads them before hydrating. */
  screens: number[];
}

/** A value as JSON that can stand inside a <script> element: no '<' that could close it. */
export const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The query cache as a page carries it: without the instants the server fetched it at, so the same data makes the
 * same page, byte for byte (its ETag stays, a kept copy is as good as a new render: issue 25). The browser stamps
 * them when it reads the page (`stampedAt`).
 */
export function timeless(state: DehydratedState): DehydratedState {
  // In a fixed order too: the cache lists queries as their loaders finished, which varies from one render to the next.
  const queries = [...state.queries].sort((a, b) => (a.queryHash < b.queryHash ? -1 : a.queryHash > b.queryHash ? 1 : 0));
  return stampedAt({ ...state, queries }, 0);
}

/** The cache with every query fetched at `at`: the browser's time of reading the page, which is as new as its data. */
export function stampedAt(state: DehydratedState, at: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) => ({ ...q, dehydratedAt: at, state: { ...q.state, dataUpdatedAt: at } })),
  };
}
