import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional } from 'class-validator';

/**
 * The version a save started from (docs/product.md#editing-together): the item's updated_at as the editor read it. When
 * the item changed since, the save is refused (409) and changes nothing; absent, the save is not checked (API scripts).
 */
export const expectedVersion = (noun: string) =>
  applyDecorators(
    ApiPropertyOptional({
      format: 'date-time',
      description: `The ${noun}'s updated_at as the editor read it: when it has changed since (another editor saved), nothing is changed and the answer is 409 naming who changed it and when. Absent: not checked.`,
    }),
    IsOptional(),
    IsISO8601({ strict: true }, { message: 'expected_updated_at must be the updated_at you read, an ISO date-time such as 2026-12-01T09:00:00.000Z' }),
  );

