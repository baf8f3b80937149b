import { describe, expect, it } from 'vitest';
import { API_ERRORS, registerSchema } from './index.js';

const valid = { username: 'amra.h', email: 'amra@dz.ba', password: 'sigurna-lozinka' };

describe('register payload (docs/product.md "Validation")', () => {
  it('accepts a valid payload and defaults the role', () => {
    expect(registerSchema.parse(valid).role).toBe('User');
    expect(registerSchema.parse({ ...valid, role: 'Admin' }).role).toBe('Admin');
  });
  it('rejects a malformed e-mail and an empty username', () => {
    expect(registerSchema.safeParse({ ...valid, email: 'nije-email' }).error?.issues[0]?.message).toBe(API_ERRORS.emailInvalid);
    expect(registerSchema.safeParse({ ...valid, username: '' }).error?.issues[0]?.path).toEqual(['username']);
  });
  it('refuses an all-digit username (it would read as an account id), allows digits with a letter', () => {
    for (const username of ['75', '0', ' 123 ']) {
      const r = registerSchema.safeParse({ ...valid, username });
      expect(r.error?.issues[0]?.message).toBe(API_ERRORS.userNameAllDigits);
      expect(r.error?.issues[0]?.path).toEqual(['username']);
    }
    expect(registerSchema.safeParse({ ...valid, username: 'a75' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, username: '75.' }).success).toBe(true);
  });
  it('counts the 72-byte bcrypt limit in bytes, not characters', () => {
    expect(registerSchema.safeParse({ ...valid, password: 'a'.repeat(72) }).success).toBe(true);
    // 37 × 'č' is 37 characters but 74 bytes.
    const long = registerSchema.safeParse({ ...valid, password: 'č'.repeat(37) });
    expect(long.error?.issues[0]?.message).toBe(API_ERRORS.passwordTooLong);
  });
});
