import { describe, expect, it } from 'vitest';
import {
  API_ERRORS, DOCUMENT_TYPES, documentInputSchema, idFromParam, idParam, isPlainText, isStorableText, loginSchema, newsInputSchema, personSchema,
  registerSchema, withoutUnsafeCharacters,
} from './index.js';

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

describe('one text rule for every stored title and name (isPlainText)', () => {
  const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
  const CONTROL = ['\u0001', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f'];

  it('refuses control characters and bidi embeddings, overrides and isolates in one line; keeps LRM/RLM and letters', () => {
    for (const c of [...BIDI, ...CONTROL, '\u0000']) expect(isPlainText(`račun${c}fdp.exe`), JSON.stringify(c)).toBe(false);
    for (const ok of ['Zakon č ć đ š ž', 'emoji 😀', 'ime\u200Eprezime', '\u200Fعربي', 'a\u00a0b']) expect(isPlainText(ok), ok).toBe(true);
  });

  it('lets a text of several lines keep tab and line breaks, nothing else', () => {
    expect(isPlainText('red\r\nred\tkolona', { lines: true })).toBe(true);
    for (const c of [...BIDI, '\u0001', '\u007f', '\u0085', '\u0000']) expect(isPlainText(`a${c}b`, { lines: true }), JSON.stringify(c)).toBe(false);
  });

  it('is the rule of news titles, documents, units and accounts, with the Bosnian message and the field', () => {
    const refused = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => r.error?.issues[0];
    const bad = { message: API_ERRORS.invalidCharacters };
    // A news title took control characters before: refused now, and the override too.
    expect(refused(newsInputSchema.safeParse({ naslov: 'Naslov\u0007', opis: 'O' }))).toMatchObject({ ...bad, path: ['naslov'] });
    expect(refused(newsInputSchema.safeParse({ naslov: 'Naslov\u202Etxt', opis: 'O' }))).toMatchObject({ ...bad, path: ['naslov'] });
    expect(refused(newsInputSchema.safeParse({ naslov: 'N', opis: 'O\u2066' }))).toMatchObject({ ...bad, path: ['opis'] });
    expect(newsInputSchema.safeParse({ naslov: 'N', opis: 'Prvi red\nDrugi red' }).success).toBe(true);
    for (const type of DOCUMENT_TYPES) {
      expect(refused(documentInputSchema(type).safeParse({ [type.textField]: 'a\u202Eb' }))).toMatchObject({ ...bad, path: [type.textField] });
      expect(documentInputSchema(type).safeParse({ [type.textField]: 'a\nb' }).success, type.resource).toBe(type.multiline);
    }
    expect(refused(registerSchema.safeParse({ username: 'amra\u202E', email: 'amra@dz.ba', password: 'sigurna-lozinka' }))).toMatchObject({ ...bad, path: ['username'] });
    expect(refused(personSchema.safeParse({ role: 'Šef', name: 'Amra\u0009Hodžić' }))).toMatchObject({ ...bad, path: ['name'] });
  });

  it('takes the same characters out of an uploaded file name', () => {
    expect(withoutUnsafeCharacters('račun\u202Efdp.exe')).toBe('računfdp.exe');
    expect(withoutUnsafeCharacters('a\u0001b\u2066c\u200Ed')).toBe('abc\u200Ed');
  });
});

describe('an id in an address (idParam, idFromParam)', () => {
  it('is decimal digits without sign, leading zero, exponent, point, hex or space, up to int4', () => {
    for (const bad of ['0x1', '+1', '1e1', ' 1', '1 ', '01', '1.0', '1.', '0', '-1', '', '١', '2147483648', '99999999999', 'Infinity', '1_0']) {
      expect(idFromParam(bad), bad).toBeUndefined();
      expect(idParam.safeParse(bad).error?.issues[0]?.message, bad).toBe(API_ERRORS.invalidId);
    }
    for (const [ok, id] of [['1', 1], ['10', 10], ['2147483647', 2147483647]] as const) {
      expect(idFromParam(ok)).toBe(id);
      expect(idParam.parse(ok)).toBe(id);
    }
  });
});
