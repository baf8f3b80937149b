import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '@dz/contracts';

// The messages that state a limit are built from the limits (contracts constants.ts); the
// text the API sends stays the one clients and the legacy screens know, letter for letter.
describe('messages built from the limits', () => {
  it('read as they always did', () => {
    expect(API_ERRORS.pdfTooLarge).toBe('PDF datoteka je prevelika (najviše 20 MB)');
    expect(API_ERRORS.imageTooLarge).toBe('Slika je prevelika (najviše 8 MB)');
    expect(API_ERRORS.invalidPageSize).toBe('Veličina stranice mora biti cijeli broj od 1 do 100');
    expect(API_ERRORS.passwordTooShort).toBe('Lozinka mora imati najmanje 10 znakova');
    expect(API_ERRORS.passwordTooLong).toBe('Lozinka je preduga: najviše 72 bajta (slova č, ć, đ, š, ž zauzimaju po dva)');
  });
});
