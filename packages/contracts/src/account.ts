import { z } from 'zod';
import { ADMIN_ROLE, DEFAULT_ROLE, LIMITS, isAdminRole } from './constants.js';
import { requiredText, storableText } from './fields.js';
import { API_ERRORS } from './messages.js';

/** docs/product.md "Entities" login payload. */
export const loginSchema = z.object({
  username: requiredText(LIMITS.userName),
  password: z.string({ error: API_ERRORS.required }).min(1, { error: API_ERRORS.required }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * `{ token }`, as the legacy API answers; `temporaryPassword: true` only while the account still has a password
 * someone else set (the start command's development default, an admin's reset): the screens then suggest changing it.
 */
export const loginResponseSchema = z.object({
  token: z.string(),
  temporaryPassword: z.boolean().optional(),
  /** An admin without a second factor while REQUIRE_ADMIN_2FA is on: this session may only enrol (two-factor.ts). */
  secondFactorRequired: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

export const passwordSchema = z
  .string({ error: API_ERRORS.required })
  .min(1, { error: API_ERRORS.required })
  .check(storableText())
  .min(LIMITS.passwordMinChars, { error: API_ERRORS.passwordTooShort })
  .refine((p) => utf8Bytes(p) <= LIMITS.passwordMaxBytes, { error: API_ERRORS.passwordTooLong });

/**
 * An all-digit identifier in DELETE /api/Account/delete-account/{id} means an id (docs/product.md "API"
 * allows both readings), so no user name may be all digits: "75" is always account 75.
 */
export const ALL_DIGITS = /^\d+$/;

/**
 * docs/product.md "Validation" register: username, valid email and password required; role optional (free text).
 * docs/product.md "Passwords and roles": any spelling of Admin ('admin', ' ADMIN ') is stored as 'Admin'.
 */
export const registerSchema = z.object({
  username: requiredText(LIMITS.userName)
    .regex(/^[A-Za-z0-9\-._@+]+$/, { error: API_ERRORS.userNameInvalid })
    .refine((u) => !ALL_DIGITS.test(u), { error: API_ERRORS.userNameAllDigits }),
  email: z
    .string({ error: API_ERRORS.required })
    .trim()
    .min(1, { error: API_ERRORS.required })
    .check(storableText())
    .max(LIMITS.email, { error: API_ERRORS.emailInvalid })
    .pipe(z.email({ error: API_ERRORS.emailInvalid })),
  password: passwordSchema,
  role: z
    .string()
    .trim()
    .check(storableText())
    .max(LIMITS.role, { error: API_ERRORS.tooLong(LIMITS.role) })
    .optional()
    .transform((r) => (!r ? DEFAULT_ROLE : isAdminRole(r) ? ADMIN_ROLE : r)),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** PUT /api/Account/password: the signed-in account's own change (docs/product.md "Passwords and roles"). */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: API_ERRORS.required }).min(1, { error: API_ERRORS.required }),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The password screen's form: the change, and the new password typed a second time. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ repeatPassword: z.string() })
  .refine((v) => v.repeatPassword === v.newPassword, { error: API_ERRORS.passwordsDiffer, path: ['repeatPassword'] });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** PUT /api/Account/{id}/password: an admin sets another account's password. */
export const resetPasswordSchema = z.object({ newPassword: passwordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** An account as the API lists it: never a password or its hash. */
export const accountSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string(),
  role: z.string(),
  createdAt: z.string(),
  /** Signs in with a second factor (two-factor.ts); in the list, not in a registration's answer. */
  twoFactor: z.boolean().optional(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * docs/product.md "Entities" session: the token's claims (role, exp in epoch seconds) plus who it is. `ver` is the
 * account's token version when it was issued (a password change raises it: older tokens stop working; none reads
 * as 0); `temporaryPassword` as in the login answer.
 */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  name: z.string(),
  role: z.string(),
  exp: z.number(),
  iat: z.number().optional(),
  ver: z.number().optional(),
  temporaryPassword: z.boolean().optional(),
  /** The token's own random id: signing out revokes it (sign-out.ts). The server issues none without it. */
  jti: z.string().optional(),
  /** As in the login answer: the screens lead to the enrolment (the server refuses everything else). */
  secondFactorRequired: z.boolean().optional(),
  /** When the password was given (epoch seconds): renewals keep it; the session ends SESSION_MAX_HOURS after it. */
  auth_time: z.number().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
