import { HttpException, HttpStatus } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';

/** 429 with the seconds until the limit's window ends; the error filter sends them as Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** 503 with the seconds to wait: this process is busy with work of one kind (not a fault); the error filter sends them as Retry-After. */
export class BusyException extends HttpException {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message, HttpStatus.SERVICE_UNAVAILABLE);
  }
}

/** Documents a route's 429 (a budget of RateLimiter): when it happens, the error text, and the Retry-After header. */
export const ApiTooManyRequests = (description: string, example: string) =>
  ApiTooManyRequestsResponse({
    description,
    headers: { 'Retry-After': { description: 'Seconds until the budget has room again', schema: { type: 'integer', example: 42 } } },
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/ErrorBody' },
        example: { success: false, statusCode: 429, error: example },
      },
    },
  });
