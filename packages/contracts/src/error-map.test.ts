import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, idParam, registerSchema, zodErrorMap } from './index.js';

const first = (schema: z.ZodType, input: unknown) => schema.safeParse(input, { error: zodErrorMap }).error?.issues[0]?.message;

describe('zodErrorMap (Bosnian messages per parse)', () => {
  it('covers what schemas leave without a message', () => {
    expect(first(z.object({ a: z.string() }), [])).toBe(API_ERRORS.expectedObject);
    expect(first(z.object({ a: z.string() }), {})).toBe(API_ERRORS.required);
    expect(first(z.string(), 5)).toBe(API_ERRORS.expectedText);
    expect(first(z.number(), 'x')).toBe(API_ERRORS.expectedNumber);
    expect(first(z.string().min(3), 'ab')).toBe(API_ERRORS.tooShort(3));
    expect(first(z.string().max(2), 'abc')).toBe(API_ERRORS.tooLong(2));
    expect(first(z.number().max(2), 3)).toBe(API_ERRORS.outOfRange);
    expect(first(z.email(), 'x')).toBe(API_ERRORS.emailInvalid);
    expect(first(z.string().regex(/^a$/), 'b')).toBe(API_ERRORS.invalidFormat);
    expect(first(z.strictObject({}), { x: 1 })).toBe(API_ERRORS.unknownFields(['x']));
    expect(first(z.enum(['a']), 'b')).toBe(API_ERRORS.invalidValue);
    expect(first(z.boolean(), 'b')).toBe(API_ERRORS.invalidValue);
  });

  it('leaves a schema\'s own messages alone', () => {
    expect(first(idParam, 'x')).toBe(API_ERRORS.invalidId);
    expect(first(registerSchema, { username: 'a', email: 'nije', password: 'dugacka-lozinka' })).toBe(API_ERRORS.emailInvalid);
  });

  it('has no global effect: a parse without it keeps zod\'s defaults', () => {
    expect(z.string().safeParse(5).error?.issues[0]?.message).not.toBe(API_ERRORS.expectedText);
  });
});
