import { TOKEN_STORAGE_KEY, isAdminRole, isTokenClaims } from '@dz/contracts/rules';
import type { TokenClaims } from '@dz/contracts/schemas';

// The stored bearer token, kept here at the bottom: the client sends it and clears it on a 401,
// session/ reads it to know who is logged in (docs/product.md "Session and roles").

/** Who is logged in, as read from the stored token (docs/product.md "Session and roles"). */
export interface Session {
  token: string;
  claims: TokenClaims;
  isAdmin: boolean;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage can throw (privacy modes, quota): a site that cannot store simply stays logged out. */
function storage(): Store | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function base64UrlDecode(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims of a JWT without verifying it: the server verifies, the screen only decides what to show. */
export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    return isTokenClaims(claims) ? claims : null;
  } catch {
    return null;
  }
}

/** docs/product.md "Session and roles": a token whose exp is earlier than the current time in seconds is expired. */
export const isExpired = (claims: Pick<TokenClaims, 'exp'>, nowMs = Date.now()) => claims.exp < Math.floor(nowMs / 1000);

/** The stored session, or null; an expired or unreadable token is removed on the way. */
export function readSession(store: Store | null = storage(), nowMs = Date.now()): Session | null {
  const token = store?.getItem(TOKEN_STORAGE_KEY);
  if (!token) return null;
  const claims = decodeClaims(token);
  if (!claims || isExpired(claims, nowMs)) {
    store?.removeItem(TOKEN_STORAGE_KEY);
    return null;
  }
  return { token, claims, isAdmin: isAdminRole(claims.role) };
}

/** The bearer token for a request, if a live one is stored. */
export const currentToken = (): string | null => readSession()?.token ?? null;

export function storeToken(token: string, store: Store | null = storage()): void {
  store?.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(store: Store | null = storage()): void {
  store?.removeItem(TOKEN_STORAGE_KEY);
}
