import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with the seconds until the limit's window ends; the error filter sends them as Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
