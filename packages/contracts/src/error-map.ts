import type { z } from 'zod';
import { API_ERRORS } from './messages.js';

/**
 * Bosnian messages for the issues a schema has no message of its own for, so zod's English
 * defaults never reach a user. Per parse (`schema.safeParse(input, { error: zodErrorMap })`),
 * never installed globally; a schema's own messages keep precedence. Zod-free at run time.
 */
export const zodErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return API_ERRORS.required;
      if (issue.expected === 'string') return API_ERRORS.expectedText;
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'nan') return API_ERRORS.expectedNumber;
      if (issue.expected === 'object' || issue.expected === 'record') return API_ERRORS.expectedObject;
      return API_ERRORS.invalidValue;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? API_ERRORS.required : API_ERRORS.tooShort(Number(issue.minimum));
      return API_ERRORS.outOfRange;
    case 'too_big':
      return issue.origin === 'string' ? API_ERRORS.tooLong(Number(issue.maximum)) : API_ERRORS.outOfRange;
    case 'invalid_format':
      return issue.format === 'email' ? API_ERRORS.emailInvalid : API_ERRORS.invalidFormat;
    case 'unrecognized_keys':
      return API_ERRORS.unknownFields(issue.keys);
    default:
      return API_ERRORS.invalidValue;
  }
};
