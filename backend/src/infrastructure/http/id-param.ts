import { BadRequestException, Injectable, NotFoundException, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';

export const notAWholeNumber = (name: string) => `${name} must be a whole number (e.g. 42)`;

/**
 * A path id: a positive 32-bit integer. Anything that is not a whole number ('abc', a slug, '1.5') is 400 naming the
 * parameter, as the document types it `integer`; a whole number that names no row (0, -1, past 2^31) is 404 with the
 * resource's message.
 */
@Injectable()
export class IdParam implements PipeTransform<string, number> {
  constructor(private readonly notFound: string) {}

  transform(value: string, metadata?: ArgumentMetadata): number {
    if (!/^-?\d+$/.test(value)) throw new BadRequestException(notAWholeNumber(metadata?.data ?? 'id'));
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFoundException(this.notFound);
    return id;
  }
}
