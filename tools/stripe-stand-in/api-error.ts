/**
 * Errors shaped like Stripe's (`{ error: { type, code, message, param } }`), so the SDK maps them
 * to the same classes it would for the real API: 400/404 → StripeInvalidRequestError,
 * 401 → StripeAuthenticationError, 402 → StripeCardError, 5xx → StripeAPIError.
 */
export type StripeErrorType =
  'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorBody {
  error: {
    type: StripeErrorType;
    message: string;
    code?: string;
    param?: string;
    doc_url?: string;
  };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): StripeErrorBody {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code === undefined ? {} : { code: this.code }),
        ...(this.param === undefined ? {} : { param: this.param }),
      },
    };
  }
}

export function invalidRequest(message: string, param?: string, code?: string): ApiError {
  return new ApiError(400, 'invalid_request_error', message, param, code);
}

export function missingParam(param: string): ApiError {
  return invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
}

export function resourceMissing(objectName: string, id: string, param: string): ApiError {
  return new ApiError(
    404,
    'invalid_request_error',
    `No such ${objectName}: '${id}'`,
    param,
    'resource_missing',
  );
}
