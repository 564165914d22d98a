import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, ValidateIf, ValidateNested } from 'class-validator';
import { createValidationPipe } from './validation.js';

class Inner {
  @ApiPropertyOptional() @IsOptional() @IsString() note?: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() cleared?: string | null;
}

class Body {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() is_private?: boolean;
  @ApiPropertyOptional() @ValidateIf((_, v) => v !== undefined && v !== null) @IsString() title?: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() image_url?: string | null;
  @ApiProperty({ type: Inner, required: false }) @IsOptional() @ValidateNested() @Type(() => Inner) inner?: Inner;
}

const pipe = createValidationPipe();
const validate = (value: unknown) => pipe.transform(value, { type: 'body', metatype: Body });
const refusal = async (value: unknown) => {
  try {
    await validate(value);
  } catch (error) {
    return (error as { getStatus(): number; message: string }).getStatus() + ' ' + (error as Error).message;
  }
  return 'accepted';
};

describe('the global validation pipe: null', () => {
  it('is a 400 naming the field where the DTO does not declare it nullable, though IsOptional or ValidateIf skip it', async () => {
    expect(await refusal({ is_private: null })).toBe('400 is_private must not be null');
    expect(await refusal({ title: null, is_private: null })).toBe('400 title must not be null; is_private must not be null');
    expect(await refusal({ inner: { note: null } })).toBe('400 inner.note must not be null');
  });

  it('is accepted where the DTO declares the field nullable, at any depth', async () => {
    await expect(validate({ image_url: null, inner: { cleared: null } })).resolves.toEqual({ image_url: null, inner: { cleared: null } });
  });

  it('leaves fields that are left out, and values that are not null, alone', async () => {
    await expect(validate({ is_private: false, title: 'x' })).resolves.toEqual({ is_private: false, title: 'x' });
    await expect(validate({})).resolves.toEqual({});
  });

  it('does not look at values that are not validated DTOs (custom decorators such as the signed-in user)', async () => {
    const user = { id: 1, pending_role: null };
    await expect(pipe.transform(user, { type: 'custom', metatype: Body })).resolves.toBe(user);
  });
});
