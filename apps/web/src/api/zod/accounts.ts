import './jitless';
import {
  ALL_DIGITS, API, accountSchema, loginResponseSchema,
  type Account, type ChangePasswordInput, type LoginInput, type RegisterInput, type ResetPasswordInput,
} from '@dz/contracts';
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

/** The own password (docs/product.md "Passwords and roles"): the answer is a fresh token, the old one no longer works. */
export const changeOwnPassword = (input: ChangePasswordInput): Promise<string> =>
  request(API.ownPassword, { method: 'PUT', json: input, schema: loginResponseSchema }).then((r) => r.token);

/** An admin sets another account's password; that account's sessions end. */
export const resetPassword = ({ id, newPassword }: ResetPasswordInput & { id: number }): Promise<void> =>
  request(API.accountPassword(id), { method: 'PUT', json: { newPassword } satisfies ResetPasswordInput });
