import type { DehydratedState } from '@tanstack/react-query';

/** The id of the <script type="application/json"> that carries a server render's query cache. */
export const SSR_DATA_ID = 'ssr-data';

/** What a server render hands the browser: the query cache and the address it answered 404. */
export interface SsrData {
  queries: DehydratedState;
  notFoundPath: string | null;
}

/** A value as JSON that can stand inside a <script> element: no '<' that could close it. */
export const jsonInScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
