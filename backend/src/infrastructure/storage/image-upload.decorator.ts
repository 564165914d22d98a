import {
  applyDecorators,
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  UseInterceptors,
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { catchError, type Observable } from 'rxjs';
import { TakesMultipart } from '../http/body-types.js';
import { IMAGE_RULES, type ImageKind } from './image-rules.js';

/** The part of multer's file object the handlers use. */
export interface UploadedImage {
  fieldname: string;
  originalname: string;
  size: number;
  buffer: Buffer;
}

/** Turns multer's limit errors into the spec's messages. */
function uploadErrors(field: string, kind: ImageKind): Type<NestInterceptor> {
  @Injectable()
  class UploadErrors implements NestInterceptor {
    intercept(_: ExecutionContext, next: CallHandler): Observable<unknown> {
      return next.handle().pipe(
        catchError((error: unknown) => {
          const code = ((error as { cause?: { code?: string } })?.cause ?? {}).code;
          if (code === 'LIMIT_FILE_SIZE') throw new PayloadTooLargeException(IMAGE_RULES[kind].tooLarge);
          if (code === 'LIMIT_UNEXPECTED_FILE') throw new BadRequestException(`Send the image in the "${field}" field, one file only.`);
          if (code === 'LIMIT_FILE_COUNT') throw new BadRequestException('Send one image at a time.');
          throw error;
        }),
      );
    }
  }
  return mixin(UploadErrors);
}

/**
 * Accepts multipart/form-data with at most one image file in `field`, kept in memory and limited to the
 * kind's size on the server (the rest of the checks happen in UploadService.storeImage). Other bodies
 * (JSON) pass through untouched. The route is marked @TakesMultipart: only such routes take a multipart body.
 */
export function ImageUpload(field: string, kind: ImageKind) {
  return applyDecorators(
    TakesMultipart(),
    UseInterceptors(
      uploadErrors(field, kind),
      FileInterceptor(field, {
        // No `dest` and no `storage`: multer keeps the file in memory (its MemoryStorage), never on disk.
        limits: { fileSize: IMAGE_RULES[kind].maxBytes, files: 1, fields: 30, fieldSize: 256 * 1024, parts: 40 },
      }),
    ),
  );
}
