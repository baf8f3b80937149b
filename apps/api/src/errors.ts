/**
 * The expected failures, thrown by any layer (this module is in the lowest): the domain's, which
 * services throw without knowing HTTP, and HTTP's own. http/errors.ts turns each into its answer.
 */

/** The kinds of failure a service reports; http/errors.ts gives each its HTTP status, in one place. */
export type DomainErrorKind = 'validation' | 'unauthenticated' | 'forbidden' | 'notFound' | 'conflict' | 'stale';

/**
 * An expected failure in the domain's terms, never an HTTP status, so services stay free of
 * HTTP. The message is the Bosnian sentence the client sees (contracts API_ERRORS); `field`
 * names the input at fault, when one is.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(message: string, readonly field?: string) {
    super(message);
  }
}

/** The input is not acceptable (a malformed id, a missing file, a text the rules refuse). */
export class ValidationError extends DomainError {
  readonly kind = 'validation';
}

/** No valid account acts: no token, a bad one, an account deleted meanwhile, a wrong password. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
}

/** The acting account may not do this (docs/product.md "Session and roles"). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** The record (or the resource) does not exist. */
export class NotFoundError extends DomainError {
  readonly kind = 'notFound';
}

/** The request contradicts what is stored (a taken user name, the last admin). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** The item was saved by someone else since the client read it (its If-Match is stale): who and when. */
export class StaleEditError extends DomainError {
  readonly kind = 'stale';
  constructor(message: string, readonly changedBy: string, readonly changedAt: string) {
    super(message);
  }
}

/**
 * An expected failure of HTTP's own (a body too large or of another type, too many logins,
 * no upload slot free) with its status, a Bosnian message and, when known, the field.
 */
export class HttpError extends Error {
  /** `extra`: fields the answer adds to the usual three (e.g. the login's `secondFactor: true`, services/second-factor.ts). */
  constructor(readonly status: number, message: string, readonly field?: string, readonly extra?: { secondFactor?: boolean }) {
    super(message);
  }
}
