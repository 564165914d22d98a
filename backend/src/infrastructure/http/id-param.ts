import { BadRequestException, Injectable, NotFoundException, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';

export const notAWholeNumber = (name: string) => `${name} must be a whole number (e.g. 42)`;

/** A whole number written the one way: decimal digits, no sign but a minus, no leading zero (0 itself aside). */
const CANONICAL_WHOLE_NUMBER = /^(0|-?[1-9]\d*)$/;

/**
 * A path id: a positive 32-bit integer, read from the URL's text (the global validation pipe leaves named path
 * parameters as they came). Anything that is not a whole number written the one way ('abc', a slug, '1.5', '1.0',
 * '0x1', '+1', '01', ' 1') is 400 naming the parameter, as the document types it `integer`: each resource has one URL
 * (a public read is cached under it). A whole number that names no row (0, -1, past 2^31) is 404 with the resource's
 * message.
 */
@Injectable()
export class IdParam implements PipeTransform<string, number> {
  constructor(private readonly notFound: string) {}

  transform(value: string, metadata?: ArgumentMetadata): number {
    if (typeof value !== 'string' || !CANONICAL_WHOLE_NUMBER.test(value)) throw new BadRequestException(notAWholeNumber(metadata?.data ?? 'id'));
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFoundException(this.notFound);
    return id;
  }
}
