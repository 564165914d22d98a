import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';

export interface ErrorBody {
  success: false;
  statusCode: number;
  error: string;
}

/** Body-parser failures carry a `type` and a `status`. */
interface ParserError {
  type?: string;
  status?: number;
  message?: string;
  /** The size limit in bytes (entity.too.large). */
  limit?: number;
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`);

function parserMessage(error: ParserError): string | undefined {
  switch (error.type) {
    case 'entity.parse.failed':
      return 'The request body is not valid JSON.';
    case 'entity.too.large':
      return error.limit ? `The request body is too large (at most ${size(error.limit)} here).` : 'The request body is too large.';
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return 'The request body encoding is not supported.';
    default:
      return undefined;
  }
}

export function describeError(exception: unknown): { status: number; message: string } {
  if (exception instanceof HttpException) {
    const response = exception.getResponse();
    const cause = exception.cause as ParserError | undefined;
    const fromParser = cause && parserMessage(cause);
    if (fromParser) return { status: exception.getStatus(), message: fromParser };
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message ?? exception.message;
    return { status: exception.getStatus(), message: Array.isArray(raw) ? raw.join('; ') : String(raw) };
  }
  const parser = exception as ParserError;
  const fromParser = parser && typeof parser === 'object' ? parserMessage(parser) : undefined;
  if (fromParser) return { status: parser.status ?? HttpStatus.BAD_REQUEST, message: fromParser };
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Something went wrong on our side. Please try again.' };
}

/** Every error leaves the API as {success:false, statusCode, error}; unknown errors are logged, never leaked. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly spaFallback?: (req: Request, res: Response) => boolean) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const req = host.switchToHttp().getRequest<Request>();
    const { status, message } = describeError(exception);
    if (status === HttpStatus.NOT_FOUND && this.spaFallback?.(req, res)) return;
    if (status >= 500) this.logger.error(`${req.method} ${req.originalUrl}: ${(exception as Error)?.stack ?? String(exception)}`);
    if (res.headersSent) return;
    const body: ErrorBody = { success: false, statusCode: status, error: message };
    res.status(status).json(body);
  }
}
