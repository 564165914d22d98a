import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';

/** A path id: a positive 32-bit integer, or 404 with the resource's message (nothing else can name a row). */
@Injectable()
export class IdParam implements PipeTransform<string, number> {
  constructor(private readonly notFound: string) {}

  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFoundException(this.notFound);
    return id;
  }
}
