import './zodJitless';
import { API, accountSchema, loginResponseSchema, type Account, type LoginInput, type RegisterInput } from '@dz/contracts';
import { request } from './client';

export const login = (input: LoginInput): Promise<string> =>
  request(API.login, { method: 'POST', json: input, schema: loginResponseSchema }).then((r) => r.token);

/** Register is admin-only on the server, so unlike the legacy client it carries the admin's token. */
export const register = (input: RegisterInput): Promise<Account> =>
  request(API.register, { method: 'POST', json: input, schema: accountSchema });

export const listAccounts = (signal?: AbortSignal): Promise<Account[]> =>
  request(API.accounts, { schema: accountSchema.array(), signal });

export const deleteAccount = (userName: string): Promise<void> =>
  request(API.deleteAccount(userName), { method: 'DELETE' });
