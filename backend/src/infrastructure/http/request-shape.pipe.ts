import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { MAX_DEPTH, SHAPE_MESSAGES } from './json-body.js';

/** Keys that would reach an object's prototype when class-transformer assigns them. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const nulInField = (field: string) => `Field "${field}" must not contain NUL characters`;

function check(value: unknown, path: string, depth: number): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new BadRequestException(nulInField(path || 'body'));
    return;
  }
  if (!value || typeof value !== 'object') return;
  if (depth > MAX_DEPTH) throw new BadRequestException(SHAPE_MESSAGES.tooDeep);
  for (const key of Object.keys(value)) {
    const field = path ? `${path}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key)) throw new BadRequestException(`Unknown field "${field}"`);
    if (key.includes('\u0000')) throw new BadRequestException('Field names must not contain NUL characters');
    check((value as Record<string, unknown>)[key], field, depth + 1);
  }
}

/**
 * Runs before the ValidationPipe on every body, query and path parameter (JSON and multipart alike): NUL
 * characters (PostgreSQL refuses them in text) are 400 naming the field, prototype keys anywhere are unknown
 * fields (class-transformer would drop them silently), and nesting is bounded. Nothing has run yet but the
 * guards, so refused requests cost no work.
 */
@Injectable()
export class RequestShapePipe implements PipeTransform {
  transform<T>(value: T, metadata: ArgumentMetadata): T {
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') check(value, metadata.data ?? '', 1);
    return value;
  }
}
