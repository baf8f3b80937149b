import { z } from 'zod';
import { storableText } from './fields.js';
import { API_ERRORS } from './messages.js';

/** The payloads of two-factor sign-in (issue 20); its paths, messages and screen text are two-factor-text.ts. */

/** A code as typed: spaces and dashes allowed, at most a few dozen characters, no control characters. */
export const codeSchema = z
  .string({ error: API_ERRORS.expectedText })
  .max(64, { error: API_ERRORS.tooLong(64) })
  .check(storableText())
  .transform((c) => c.replace(/\s+/g, '').toLowerCase());

/** POST /api/Account/login with the optional second factor: an empty code is no code. */
export const loginCodeSchema = z.object({ code: codeSchema.optional().transform((c) => c || undefined) });

export const twoFactorPasswordSchema = z.object({
  password: z.string({ error: API_ERRORS.required }).min(1, { error: API_ERRORS.required }).max(1024, { error: API_ERRORS.tooLong(1024) }),
});
export const twoFactorEnableSchema = z.object({ code: codeSchema.pipe(z.string().min(1, { error: API_ERRORS.required })) });
export const twoFactorDisableSchema = twoFactorPasswordSchema.extend(twoFactorEnableSchema.shape);
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** The recovery codes, shown once; `token`: a fresh session (no longer flagged as still having to enrol). */
export const twoFactorEnabledSchema = z.object({ recoveryCodes: z.array(z.string()), token: z.string().optional() });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;

