/**
 * api/: the calls to the API. Files here are free of zod, since the home page loads them on first
 * visit; calls that check answers with zod schemas live in api/zod/ (see zod/jitless.ts).
 */
import { API } from '@dz/contracts/paths';
import { AUTH_SCHEME } from '@dz/contracts/rules';
import { currentToken } from './token';
import { ApiError, toApiError } from './errors';
import { sessionRefused, withSignIn } from './reauth';

/** docs/product.md "API": every call except login carries the bearer token when one exists. */
export function authHeaders(path: string): Record<string, string> {
  const token = path === API.login ? null : currentToken();
  return token ? { Authorization: `${AUTH_SCHEME} ${token}` } : {};
}

/** Shared by fetch and XHR: turns a failed status into an ApiError and ends a rejected session. */
export function failure(status: number, bodyText: string, sentToken: boolean): ApiError {
  const error = toApiError(status, bodyText);
  if (status === 401 && sentToken) sessionRefused(error.message);
  return error;
}

/** Anything that checks a response body: the contracts' zod schemas fit. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/** A staff answer read as sent (staff screens only; the server is the one that checks what it answers). */
export const asSent = <T>(): Parser<T> => ({ parse: (data) => data as T });

/** A parser from a zod-free guard of contracts (guards.ts), for the answers the first page load reads. */
export const checkedBy = <T>(is: (data: unknown) => data is T, what: string): Parser<T> => ({
  parse(data: unknown): T {
    if (!is(data)) throw new TypeError(`Unexpected ${what}`);
    return data;
  },
});

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A JSON body; FormData bodies go through upload() for progress. */
  json?: unknown;
  /** Parses the response body; without one the body is ignored (204). */
  schema?: Parser<T>;
  signal?: AbortSignal;
  /** The version this write was made from (its ETag): a stale one gets 412 (issue 21, two editors at once). */
  ifMatch?: string | null;
  /** Receives the answer's ETag (the item's version) of a successful call. */
  onTag?: (etag: string | null) => void;
}

/** One typed call to the API: auth header, JSON in and out, responses checked against contracts; a 401 signs in again (reauth.ts). */
export function request<T = void>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  return withSignIn(path, opts.method ?? 'GET', () => send(path, opts), opts.signal);
}

async function send<T>(path: string, { method = 'GET', json, schema, signal, ifMatch, onTag }: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders(path) };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  if (ifMatch) headers['If-Match'] = ifMatch;
  let res: Response;
  try {
    res = await fetch(path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json), signal });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw toApiError(0, '');
  }
  if (!res.ok) throw failure(res.status, await res.text().catch(() => ''), 'Authorization' in headers);
  onTag?.(res.headers.get('ETag'));
  if (!schema) return undefined as T;
  return schema.parse(await res.json());
}

export { ApiError };
