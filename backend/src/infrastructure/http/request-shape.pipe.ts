import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { MAX_DEPTH, SHAPE_MESSAGES } from './json-body.js';

/** Keys that would reach an object's prototype when class-transformer assigns them. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const nulInField = (field: string) => `Field "${field}" must not contain NUL characters`;
export const loneSurrogateInField = (field: string) => `Field "${field}" must not contain unpaired surrogates (\\uD800-\\uDFFF)`;

/**
 * Half of a UTF-16 surrogate pair without the other half ("\ud800" in JSON): not a character, and PostgreSQL refuses it
 * in json and jsonb (tags, headlines, a premium item's text) as it refuses NUL in text.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function check(value: unknown, path: string, depth: number): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new BadRequestException(nulInField(path || 'body'));
    if (LONE_SURROGATE.test(value)) throw new BadRequestException(loneSurrogateInField(path || 'body'));
    return;
  }
  if (!value || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) throw new BadRequestException(SHAPE_MESSAGES.tooDeep);
  for (const key of Object.keys(value)) {
    const field = path ? `${path}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key)) throw new BadRequestException(`Unknown field "${field}"`);
    if (key.includes('\u0000')) throw new BadRequestException('Field names must not contain NUL characters');
    if (LONE_SURROGATE.test(key)) throw new BadRequestException('Field names must not contain unpaired surrogates');
    check((value as Record<string, unknown>)[key], field, depth + 1);
  }
}

export const givenMoreThanOnce = (name: string, times: number) => `${name} must be given once (it was given ${times} times)`;

/**
 * A query parameter given more than once (?q=hill&q=run) comes as a list: no query of this API takes one (a DTO field
 * typed as an array would), so it is 400 saying so rather than whatever the field's first rule makes of a list.
 */
function checkRepeated(value: unknown, metadata: ArgumentMetadata): void {
  const dto = metadata.metatype;
  if (metadata.data !== undefined) {
    if (Array.isArray(value) && dto !== Array) throw new BadRequestException(givenMoreThanOnce(metadata.data, value.length));
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [name, given] of Object.entries(value)) {
    if (Array.isArray(given) && (typeof dto !== 'function' || Reflect.getMetadata('design:type', dto.prototype as object, name) !== Array)) {
      throw new BadRequestException(givenMoreThanOnce(name, given.length));
    }
  }
}

/**
 * Runs before the ValidationPipe on every body, query and path parameter (JSON and multipart alike): NUL characters
 * (PostgreSQL refuses them in text) and unpaired surrogates (refused in json and jsonb) are 400 naming the field,
 * prototype keys anywhere are unknown fields (class-transformer would drop them silently), nesting is bounded, and a
 * query parameter given twice is 400. Nothing has run yet but the guards, so refused requests cost no work.
 */
@Injectable()
export class RequestShapePipe implements PipeTransform {
  transform<T>(value: T, metadata: ArgumentMetadata): T {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') check(value, metadata.data ?? '', 1);
    if (metadata.type === 'query') checkRepeated(value, metadata);
    return value;
  }
}
