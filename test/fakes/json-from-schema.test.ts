import { describe, expect, it } from '@jest/globals';
import { countWords, generateFromSchema, parseWordTarget, type JsonSchema } from './json-from-schema.js';
import { checkAgainstSchema } from './schema-check.js';

describe('json-from-schema generator', () => {
  const cases: Array<[string, JsonSchema]> = [
    ['bounded strings and numbers', {
      type: 'object',
      properties: {
        code: { type: 'string', minLength: 3, maxLength: 3 },
        long: { type: 'string', minLength: 300 },
        tiny: { type: 'string', maxLength: 4 },
        ratio: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 },
        step: { type: 'number', minimum: 0.5, maximum: 2, multipleOf: 0.25 },
        count: { type: 'integer', minimum: -5, maximum: -1 },
        email: { type: 'string', format: 'email' },
        id: { type: 'string', format: 'uuid' },
        day: { type: 'string', format: 'date' },
        maybe: { type: ['string', 'null'] },
        flag: { type: 'boolean' },
        fixed: { const: 'yes' },
      },
      required: ['code'],
    }],
    ['arrays', {
      type: 'object',
      properties: {
        one: { type: 'array', items: { type: 'integer' }, maxItems: 1 },
        four: { type: 'array', items: { type: 'string', enum: ['a', 'b', 'c', 'd'] }, minItems: 4, uniqueItems: true },
        tuple: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'number' }], items: false },
        nested: { type: 'array', items: { type: 'array', items: { type: 'boolean' } } },
      },
    }],
    ['maps, allOf, oneOf', {
      type: 'object',
      properties: {
        scores: { type: 'object', additionalProperties: { type: 'integer', minimum: 1, maximum: 10 } },
        merged: { allOf: [{ type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, { properties: { b: { type: 'integer' } }, required: ['b'] }] },
        choice: { oneOf: [{ type: 'string', pattern: '^[A-Z]{3}$' }, { type: 'integer' }] },
      },
    }],
    ['recursive tree', {
      $defs: {
        node: {
          type: 'object',
          required: ['label', 'children'],
          properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/node' } } },
        },
      },
      $ref: '#/$defs/node',
    }],
  ];

  it.each(cases)('generates valid values: %s', (_name, schema) => {
    const value = generateFromSchema(schema);
    expect(checkAgainstSchema(value, schema)).toEqual([]);
    expect(generateFromSchema(schema)).toEqual(value);
    expect(generateFromSchema(schema, { seed: 'other' })).not.toEqual(value);
  });

  it('produces 2 entries for additionalProperties maps and 2 items by default', () => {
    const v = generateFromSchema({
      type: 'object',
      properties: {
        map: { type: 'object', additionalProperties: { type: 'string' } },
        list: { type: 'array', items: { type: 'string' } },
      },
    }) as { map: Record<string, string>; list: string[] };
    expect(Object.keys(v.map)).toHaveLength(2);
    expect(v.list).toHaveLength(2);
  });

  it('honours x-words and parses word ranges', () => {
    expect(parseWordTarget('Body, 800-1200 words.')).toBe(1000);
    expect(parseWordTarget('between 300 and 500 words')).toBe(400);
    const v = generateFromSchema({
      type: 'object',
      properties: {
        article: { type: 'string', 'x-words': [200, 300] },
        plain: { type: 'string', description: 'An article of 150-250 words' },
      },
    }) as { article: string; plain: string };
    expect(countWords(v.article)).toBe(250);
    expect(countWords(v.plain)).toBe(200);
    expect(v.plain).not.toContain('##');
  });

  it('keeps to a character limit the description states, as a model does where the schema has no maxLength', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const v = generateFromSchema(
        { type: 'object', properties: { tldr_summary: { type: 'string', description: 'The SEO meta description: one or two sentences, at most 60 characters including spaces.' } } },
        { seed: String(seed) },
      ) as { tldr_summary: string };
      expect(v.tldr_summary.length).toBeGreaterThan(0);
      expect(v.tldr_summary.length).toBeLessThanOrEqual(60);
    }
  });

  it("reads OpenAPI 3.0's nullable as the answer checks need it: null besides the type, but an enum must list null itself", () => {
    expect(checkAgainstSchema(null, { type: 'string', nullable: true } as never)).toEqual([]);
    expect(checkAgainstSchema(null, { type: 'string', enum: ['admin', null], nullable: true } as never)).toEqual([]);
    expect(checkAgainstSchema(null, { type: 'string', enum: ['admin'], nullable: true } as never)).toContain('$: null not in enum');
  });
});
