import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE, API_ERRORS, changePasswordSchema, isAdminRole, registerSchema, roleLabel } from './index.js';

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

describe('roles and passwords (docs/product.md "Passwords and roles")', () => {
  it('reads Admin in any case and with spaces, nothing else', () => {
    for (const r of ['Admin', 'admin', ' ADMIN ', 'aDmIn']) expect(isAdminRole(r), r).toBe(true);
    for (const r of ['User', 'Korisnik', 'Administrator', 'admin2', '', undefined]) expect(isAdminRole(r), String(r)).toBe(false);
  });
  it('stores any spelling of Admin as Admin, other roles as given', () => {
    expect(registerSchema.parse({ ...valid, role: ' admin ' }).role).toBe(ADMIN_ROLE);
    expect(registerSchema.parse({ ...valid, role: 'Korisnik' }).role).toBe('Korisnik');
  });
  it('names roles in Bosnian, keeping an older free-text role beside', () => {
    expect([roleLabel('Admin'), roleLabel('User'), roleLabel('Korisnik'), roleLabel('admin')])
      .toEqual(['Administrator', 'Osoblje', 'Osoblje (Korisnik)', 'Administrator (admin)']);
  });
  it('checks a new password as register does, the current one only for presence', () => {
    expect(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'kratka' }).error?.issues[0]?.path).toEqual(['newPassword']);
    expect(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'dovoljno-duga' }).error?.issues[0]?.message).toBe(API_ERRORS.required);
    expect(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'dovoljno-duga' }).success).toBe(true);
  });
});
