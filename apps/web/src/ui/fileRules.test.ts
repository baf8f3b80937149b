// @vitest-environment happy-dom
import { API_ERRORS, LIMITS } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { fileError } from './fileRules';

const file = (name: string, type: string, size = 10) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('file checks before upload', () => {
  it('requires a file only where the form does (create, not edit)', () => {
    expect(fileError('pdf', null, true)).toBe(API_ERRORS.pdfRequired);
    expect(fileError('pdf', null, false)).toBeNull();
    expect(fileError('image', null, true)).toBe(API_ERRORS.imageRequired);
  });
  it('accepts a PDF by type or extension and rejects others', () => {
    expect(fileError('pdf', file('a.pdf', 'application/pdf'), true)).toBeNull();
    expect(fileError('pdf', file('A.PDF', ''), true)).toBeNull();
    expect(fileError('pdf', file('a.docx', 'application/msword'), true)).toBe(API_ERRORS.pdfInvalid);
    expect(fileError('image', file('a.pdf', 'application/pdf'), true)).toBe(API_ERRORS.imageInvalid);
  });
  it('stops files over the server limits', () => {
    expect(fileError('pdf', file('a.pdf', 'application/pdf', LIMITS.pdfBytes), true)).toBeNull();
    expect(fileError('pdf', file('a.pdf', 'application/pdf', LIMITS.pdfBytes + 1), true)).toBe(API_ERRORS.pdfTooLarge);
    expect(fileError('image', file('a.jpg', 'image/jpeg', LIMITS.imageBytes + 1), true)).toBe(API_ERRORS.imageTooLarge);
  });
});
