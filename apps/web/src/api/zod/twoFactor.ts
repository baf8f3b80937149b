import './jitless';
import {
  API, TWO_FACTOR_API, loginResponseSchema, twoFactorEnabledSchema, twoFactorSetupSchema, twoFactorStatusSchema,
  type LoginInput, type TwoFactorDisableInput, type TwoFactorEnabled, type TwoFactorSetup, type TwoFactorStatus,
} from '@dz/contracts';
import { request } from '../client';

/** The login with the second factor's code (issue 20): the answer's token, as the plain login. */
export const loginWithCode = (input: LoginInput & { code: string }): Promise<string> =>
  request(API.login, { method: 'POST', json: input, schema: loginResponseSchema }).then((r) => r.token);

export const twoFactorStatus = (signal?: AbortSignal): Promise<TwoFactorStatus> =>
  request(TWO_FACTOR_API.status, { schema: twoFactorStatusSchema, signal });

/** A new secret to confirm: the QR (SVG) and the secret as text, after the own password. */
export const setupTwoFactor = (password: string): Promise<TwoFactorSetup> =>
  request(TWO_FACTOR_API.setup, { method: 'POST', json: { password }, schema: twoFactorSetupSchema });

/** Confirms with a code: the ten recovery codes (shown once) and a fresh token. */
export const enableTwoFactor = (code: string): Promise<TwoFactorEnabled> =>
  request(TWO_FACTOR_API.enable, { method: 'POST', json: { code }, schema: twoFactorEnabledSchema });

export const disableTwoFactor = (input: TwoFactorDisableInput): Promise<void> =>
  request(TWO_FACTOR_API.disable, { method: 'POST', json: input });

/** An admin removes another account's second factor. */
export const resetTwoFactor = (id: number): Promise<void> => request(TWO_FACTOR_API.reset(id), { method: 'DELETE' });
