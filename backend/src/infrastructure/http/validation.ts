import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { DECORATORS } from '@nestjs/swagger';
import { Matches } from 'class-validator';

function flatten(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.entries(e.constraints ?? {}).map(([rule, message]) =>
      rule === 'whitelistValidation' ? `Unknown field "${path}"` : message,
    );
    return [...own, ...flatten(e.children ?? [], path)];
  });
}

export const mustNotBeNull = (field: string) => `${field} must not be null`;

/**
 * Control characters (line breaks, tabs, escape ...) and the bidi embeddings, overrides and isolates that make text
 * display in another order than it is stored ('\u202Eevil Admin'): no name a person goes by holds them.
 */
const NOT_ON_ONE_LINE = /^[^\p{Cc}\u202A-\u202E\u2066-\u2069]*$/u;
export const oneLineMessage = (field: string) => `${field} must be one line of text, without control characters`;
/** A short text shown to other people (a name): one line, no control or bidi-override characters. */
export const OneLineText = (field: string) => Matches(NOT_ON_ONE_LINE, { message: oneLineMessage(field) });

/**
 * The fields of a validated DTO (and of the DTOs nested in it) that hold null although the document does not declare
 * them nullable (`@ApiProperty({ nullable: true })`). class-validator's IsOptional (and a ValidateIf that lets null
 * through) skips null like a missing field, so without this a null would reach the handler and the database.
 */
export function undeclaredNulls(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => undeclaredNulls(item, `${prefix}[${i}]`));
  const prototype = Object.getPrototypeOf(value) as object | null;
  if (prototype === Object.prototype || prototype === null) return []; // a plain object: no DTO declares its keys
  return Object.entries(value).flatMap(([key, field]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (field !== null) return undeclaredNulls(field, path);
    const declared = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, prototype, key) as { nullable?: boolean } | undefined;
    return declared?.nullable ? [] : [mustNotBeNull(path)];
  });
}

/**
 * Whitelists DTO fields, rejects unknown ones and answers 400 with every problem in one sentence list; a null is
 * accepted only where the DTO's document says the field is nullable.
 */
class DtoValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A named path parameter reaches its own pipe (IdParam) as the URL's text: converted here first ('0x1', '+1', '1.0',
    // '01' and ' 1' all become 1 as a number), several URLs would name one resource and pass for a whole number.
    if (metadata.type === 'param' && metadata.data !== undefined) return value;
    const dto = await super.transform(value, metadata);
    if (!this.toValidate(metadata)) return dto;
    const nulls = undeclaredNulls(dto);
    if (nulls.length) throw new BadRequestException(nulls.join('; '));
    return dto;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new DtoValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(flatten(errors).join('; ')),
  });
}
