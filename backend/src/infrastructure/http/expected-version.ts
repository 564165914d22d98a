import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, ValidateIf } from 'class-validator';

/**
 * The version a save started from (docs/product.md#editing-together): the item's updated_at as the editor read it. When
 * the item changed since, the save is refused (409) and changes nothing; absent, the save is not checked (API scripts).
 * `never`: the item may not exist yet (a theme page's hero before its first save, read with updated_at null); null then
 * names that version, and a save over one made meanwhile is refused too. Otherwise null is malformed (400), as is any
 * other value that is not an ISO date-time.
 */
export const expectedVersion = (noun: string, never?: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      format: 'date-time',
      nullable: never !== undefined,
      description:
        `The ${noun}'s updated_at as the editor read it: when it has changed since (another editor saved), nothing is changed and the answer is 409 naming who changed it and when. Absent: not checked.` +
        (never ? ` null: ${never}` : ''),
    }),
    ValidateIf((_, value) => value !== undefined && !(never !== undefined && value === null)),
    IsISO8601({ strict: true }, { message: `expected_updated_at must be the updated_at you read, an ISO date-time such as 2026-12-01T09:00:00.000Z${never !== undefined ? ', or null' : ''}` }),
  );
