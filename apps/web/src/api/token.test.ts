// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@dz/contracts';
import { decodeClaims, isExpired, readSession } from './token';

const b64url = (o: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(o))))
  .replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.sig`;

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const now = Date.UTC(2025, 0, 1);
const nowSec = now / 1000;

describe('session token (docs/product.md "Session and roles")', () => {
  it('decodes claims, including non-ASCII names', () => {
    const claims = decodeClaims(jwt({ sub: '1', name: 'Đorđe Šukić', role: 'Admin', exp: nowSec + 60 }));
    expect(claims).toMatchObject({ name: 'Đorđe Šukić', role: 'Admin' });
    expect(decodeClaims('not-a-token')).toBeNull();
    expect(decodeClaims(`x.${b64url({ sub: '1' })}.y`)).toBeNull();
  });

  it('treats exp earlier than now (in seconds) as expired, exp equal to now as live', () => {
    expect(isExpired({ exp: nowSec - 1 }, now)).toBe(true);
    expect(isExpired({ exp: nowSec }, now + 999)).toBe(false);
    expect(isExpired({ exp: nowSec + 60 }, now)).toBe(false);
  });

  it('reads a live session and knows the admin role', () => {
    const store = memoryStore({ [TOKEN_STORAGE_KEY]: jwt({ sub: '1', name: 'a', role: 'Admin', exp: nowSec + 60 }) });
    expect(readSession(store, now)?.isAdmin).toBe(true);
    store.setItem(TOKEN_STORAGE_KEY, jwt({ sub: '2', name: 'b', role: 'User', exp: nowSec + 60 }));
    expect(readSession(store, now)?.isAdmin).toBe(false);
    // docs/product.md "Passwords and roles": any case of Admin, nothing else.
    for (const [role, isAdmin] of [['admin', true], ['ADMIN ', true], ['Korisnik', false]] as const) {
      store.setItem(TOKEN_STORAGE_KEY, jwt({ sub: '3', name: 'c', role, exp: nowSec + 60 }));
      expect(readSession(store, now)?.isAdmin, role).toBe(isAdmin);
    }
  });

  it('removes an expired or unreadable token and reports logged out', () => {
    const store = memoryStore({ [TOKEN_STORAGE_KEY]: jwt({ sub: '1', name: 'a', role: 'Admin', exp: nowSec - 5 }) });
    expect(readSession(store, now)).toBeNull();
    expect(store.data.has(TOKEN_STORAGE_KEY)).toBe(false);
    store.setItem(TOKEN_STORAGE_KEY, 'garbage');
    expect(readSession(store, now)).toBeNull();
    expect(store.data.has(TOKEN_STORAGE_KEY)).toBe(false);
  });
});
