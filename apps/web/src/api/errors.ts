import { isErrorBody } from '@dz/contracts/rules';
import { FRAME_UI, STATUS_ERRORS } from '@dz/contracts/text';

/** An API failure: the server's status, its Bosnian message and the field it names (docs/product.md "API": one JSON shape). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** True when the server answered with its own error body (its message is meant for people). */
    readonly fromServer = false,
    /** A 412's who and when: the save that came first (issue 21, two editors at once). */
    readonly changed?: { by: string; at: string },
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const FALLBACK: Record<number, string> = {
  400: STATUS_ERRORS.badRequest,
  401: STATUS_ERRORS.unauthorized,
  403: STATUS_ERRORS.forbidden,
  404: STATUS_ERRORS.notFound,
  413: STATUS_ERRORS.payloadTooLarge,
  415: STATUS_ERRORS.unsupportedMediaType,
  429: STATUS_ERRORS.tooManyLogins,
  503: STATUS_ERRORS.unavailable,
};

/** Builds the error for a failed response from its status and raw body text. */
export function toApiError(status: number, bodyText: string): ApiError {
  if (status === 0) return new ApiError(0, FRAME_UI.offline);
  try {
    const body: unknown = JSON.parse(bodyText);
    if (isErrorBody(body)) {
      const changed = typeof body.changedAt === 'string' ? { by: typeof body.changedBy === 'string' ? body.changedBy : '', at: body.changedAt } : undefined;
      return new ApiError(status, body.message, body.field, true, changed);
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall through to the status's message.
  }
  return new ApiError(status, FALLBACK[status] ?? STATUS_ERRORS.internal);
}

export const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';
