import { describe, expect, it } from 'vitest';
import { API_ERRORS, DOCUMENT_TYPES, documentInputSchema, isStorableText, loginSchema, newsInputSchema, registerSchema } from './index.js';

describe('storable text (what PostgreSQL keeps as sent)', () => {
  it('refuses NUL and lone UTF-16 surrogates, keeps everything else', () => {
    for (const bad of ['a\u0000b', '\u0000', '\uD800', 'x\uDC00', '\uDC00\uD800']) expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    for (const ok of ['', 'Zakon č ć đ š ž', 'emoji 😀', 'tab\tnovi\nred', '\u0001\u007f', '\uFFFD']) expect(isStorableText(ok), JSON.stringify(ok)).toBe(true);
  });

  it('is checked in every text a client sends, naming the field', () => {
    const refused = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => r.error?.issues[0];
    const register = { username: 'amra', email: 'amra@dz.ba', password: 'sigurna-lozinka', role: 'User' };
    for (const field of ['username', 'email', 'password', 'role'] as const) {
      const value = field === 'email' ? 'a\u0000@dz.ba' : `${register[field]}\u0000`;
      expect(refused(registerSchema.safeParse({ ...register, [field]: value }))).toMatchObject({ message: API_ERRORS.invalidCharacters, path: [field] });
    }
    expect(refused(loginSchema.safeParse({ username: 'ad\u0000min', password: 'x' }))).toMatchObject({ message: API_ERRORS.invalidCharacters, path: ['username'] });
    expect(refused(newsInputSchema.safeParse({ naslov: 'N', opis: 'O\uD800' }))).toMatchObject({ message: API_ERRORS.invalidCharacters, path: ['opis'] });
    for (const type of DOCUMENT_TYPES) {
      expect(refused(documentInputSchema(type).safeParse({ [type.textField]: 'a\u0000' }))).toMatchObject({ message: API_ERRORS.invalidCharacters, path: [type.textField] });
    }
  });
});
