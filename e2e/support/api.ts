import { expect, type APIRequestContext } from '@playwright/test';
import {
  API, AUTH_SCHEME, FIRST_PAGE, MAX_PAGE_SIZE, PAGE_SIZE, PDF_FIELD, IMAGE_FIELD, ROUTES,
  type Account, type DocumentItem, type DocumentType, type News, type NewsSummary, type Paged,
} from '@dz/contracts';
import { makePdf, makePng } from './files';

/** Direct API calls that set up what a test needs faster than the screens could. */
const auth = (token: string) => ({ Authorization: `${AUTH_SCHEME} ${token}` });

export async function apiLogin(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post(API.login, { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Registers an account whose password is `input.password`. An admin's registration sets a temporary
 * password, which must be changed at the first sign-in (issue 21): the account's owner changes it here
 * (registered with a derived password, then changed to the one asked for), so the account is ready to
 * work with, unless `temporary` keeps the admin's password as it is.
 */
export async function apiRegister(
  request: APIRequestContext,
  token: string,
  input: { username: string; email: string; password: string; role?: string },
  { temporary = false }: { temporary?: boolean } = {},
): Promise<Account> {
  const first = temporary ? input.password : `${input.password}-privremena`;
  const res = await request.post(API.register, { data: { ...input, password: first }, headers: auth(token) });
  expect(res.status(), await res.text()).toBe(201);
  const account = (await res.json()) as Account;
  if (!temporary) {
    const own = await apiLogin(request, input.username, first);
    const changed = await request.put(API.ownPassword, { data: { currentPassword: first, newPassword: input.password }, headers: auth(own) });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  return account;
}

export async function apiDeleteAccount(request: APIRequestContext, token: string, userName: string): Promise<void> {
  await request.delete(API.deleteAccount(userName), { headers: auth(token) });
}

export async function apiCreateDocument(
  request: APIRequestContext,
  token: string,
  type: DocumentType,
  text: string,
  pdf: { name: string; buffer: Buffer } = { name: 'dokument.pdf', buffer: makePdf(text) },
  /** More parts: the publication's (status, publishAt). */
  fields: Record<string, string> = {},
): Promise<DocumentItem> {
  const res = await request.post(API.documents(type), {
    headers: auth(token),
    multipart: { [type.textField]: text, ...fields, [PDF_FIELD]: { name: pdf.name, mimeType: 'application/pdf', buffer: pdf.buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as DocumentItem;
}

export async function apiCreateNews(request: APIRequestContext, token: string, naslov: string, opis: string): Promise<News> {
  const res = await request.post(API.newsList, {
    headers: auth(token),
    multipart: { naslov, opis, [IMAGE_FIELD]: { name: 'slika.png', mimeType: 'image/png', buffer: makePng() } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as News;
}

export async function apiListNews(request: APIRequestContext): Promise<NewsSummary[]> {
  const res = await request.get(`${API.newsList}?lean=true`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as NewsSummary[];
}

/**
 * The address of the archive's page that shows a news item now (news added after it, by its spec or
 * by the specs before it in its worker, push it to later pages).
 */
export async function newsArchivePathOf(request: APIRequestContext, id: number): Promise<string> {
  const res = await request.get(`${API.newsList}?page=1&pageSize=${MAX_PAGE_SIZE}`);
  const at = ((await res.json()) as Paged<NewsSummary>).items.findIndex((n) => n.id === id);
  expect(at, `news ${id} is in the archive`).toBeGreaterThanOrEqual(0);
  const page = Math.floor(at / PAGE_SIZE) + 1;
  return page === FIRST_PAGE ? ROUTES.news : `${ROUTES.news}?page=${page}`;
}

export async function apiDeleteNews(request: APIRequestContext, token: string, id: number): Promise<void> {
  const res = await request.delete(API.news(id), { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(204);
}
