// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition as name } from './contentDisposition';

describe('Content-Disposition file name (RFC 6266)', () => {
  it('prefers filename* and decodes UTF-8', () => {
    expect(name(`attachment; filename="Zakon o zdravstvenoj zastiti.pdf"; filename*=UTF-8''Zakon%20o%20zdravstvenoj%20za%C5%A1titi.pdf`))
      .toBe('Zakon o zdravstvenoj zaštiti.pdf');
    expect(name(`attachment; filename*=utf-8''%C4%8Dlan%20%C4%91.pdf; filename="clan.pdf"`)).toBe('član đ.pdf');
  });
  it('reads quoted and plain filename, with escapes and semicolons inside quotes', () => {
    expect(name('attachment; filename="a \\"b\\"; c.pdf"')).toBe('a "b"; c.pdf');
    expect(name('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(name('attachment; FILENAME="Upper.pdf"')).toBe('Upper.pdf');
  });
  it('falls back to filename when filename* is malformed', () => {
    expect(name(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.pdf"`)).toBe('ok.pdf');
  });
  it('strips directories and gives null when no name is sent', () => {
    expect(name('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(name('attachment')).toBeNull();
    expect(name(null)).toBeNull();
    expect(name('attachment; filename=""')).toBeNull();
  });
});
