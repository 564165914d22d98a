import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, Max, Min } from 'class-validator';

/** The largest id a table's serial column holds (PostgreSQL's int). */
const MAX_ID = 2_147_483_647;

/**
 * A query parameter `ids=3,7,12`: 1 to `max` whole numbers separated by commas, read as numbers. Anything else (a
 * blank, a sign, a space, more than `max`, past the largest id) is 400 with `message`, which should say this form.
 */
export function IdListQuery(max: number, message: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,10}(,\d{1,10})*$/.test(value) ? value.split(',').map(Number) : value)),
    IsArray({ message }),
    ArrayMinSize(1, { message }),
    ArrayMaxSize(max, { message }),
    IsInt({ each: true, message }),
    Min(1, { each: true, message }),
    Max(MAX_ID, { each: true, message }),
  );
}
