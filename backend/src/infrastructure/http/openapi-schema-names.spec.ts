import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const src = new URL('../..', import.meta.url).pathname;

/**
 * @nestjs/swagger names a schema after its class and keeps the first class of a name it meets: a second class of the
 * same name (premium's ThemeCountsView beside the website's) silently gets the other's schema, and the document then
 * describes an answer the route never gives. So classes in files that describe schemas have names of their own.
 */
describe('OpenAPI schema names', () => {
  it('are unique: no two classes of files that use @nestjs/swagger share a name', () => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
    const declared = new Map<string, string[]>();
    for (const file of files) {
      const text = readFileSync(join(src, file), 'utf8');
      if (!text.includes("from '@nestjs/swagger'")) continue;
      for (const [, name] of text.matchAll(/^(?:export )?(?:abstract )?class (\w+)/gm)) declared.set(name, [...(declared.get(name) ?? []), relative(src, join(src, file))]);
    }
    expect([...declared].filter(([, where]) => where.length > 1).map(([name, where]) => `${name}: ${where.join(', ')}`)).toEqual([]);
  });
});
