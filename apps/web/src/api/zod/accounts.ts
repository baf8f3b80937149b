import './jitless';
import { ALL_DIGITS, API, accountSchema, loginResponseSchema, type Account, type LoginInput, type RegisterInput } from '@dz/contracts';
import { request } from '../client';

export const login = (input: LoginInput): Promise<string> =>
  request(API.login, { method: 'POST', json: input, schema: loginResponseSchema }).then((r) => r.token);

/** Register is admin-only on the server, so unlike the legacy client it carries the admin's token. */
export const register = (input: RegisterInput): Promise<Account> =>
  request(API.register, { method: 'POST', json: input, schema: accountSchema });

export const listAccounts = (signal?: AbortSignal): Promise<Account[]> =>
  request(API.accounts, { schema: accountSchema.array(), signal });

/**
 * By user name, as the legacy screen does; the server reads an all-digit identifier as an
 * id, so an older account whose name is all digits is deleted by its id instead.
 */
export const deleteAccount = (account: Pick<Account, 'id' | 'userName'>): Promise<void> =>
  request(API.deleteAccount(ALL_DIGITS.test(account.userName) ? account.id : account.userName), { method: 'DELETE' });
