import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function flatten(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.entries(e.constraints ?? {}).map(([rule, message]) =>
      rule === 'whitelistValidation' ? `Unknown field "${path}"` : message,
    );
    return [...own, ...flatten(e.children ?? [], path)];
  });
}

/** Whitelists DTO fields, rejects unknown ones and answers 400 with every problem in one sentence list. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(flatten(errors).join('; ')),
  });
}
