import { describe, expect, it } from '@jest/globals';
import { checkJson, list, oneOf, str, strictObject, type JsonSchema } from './json-schema.js';

describe('strictObject', () => {
  it('builds closed objects with every property required (what strict structured outputs demand)', () => {
    expect(strictObject({ a: str(), b: list(str()) })).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'array', items: { type: 'string' } } },
      required: ['a', 'b'],
      additionalProperties: false,
    });
  });
});

describe('checkJson', () => {
  const schema = strictObject({
    title: str(),
    count: { type: 'integer' },
    tags: list(str()),
    kind: oneOf(['a', 'b']),
    nested: strictObject({ ok: { type: 'boolean' } }),
  });
  const valid = { title: 'T', count: 2, tags: ['x'], kind: 'a', nested: { ok: true } };

  it('accepts a conforming value', () => {
    expect(checkJson(valid, schema)).toEqual([]);
  });

  it('names each problem by its path', () => {
    expect(checkJson({ ...valid, title: 3, count: 1.5, tags: ['x', 2], kind: 'c', nested: {}, extra: 1 }, schema)).toEqual([
      '$.title should be text, got integer',
      '$.count should be a whole number, got number',
      '$.tags[1] should be text, got integer',
      '$.kind should be one of a, b',
      '$.nested.ok is missing',
      '$.extra is not expected',
    ]);
    expect(checkJson(null, schema)).toEqual(['$ should be an object, got null']);
    expect(checkJson([valid], schema)).toEqual(['$ should be an object, got array']);
    expect(checkJson({ ...valid, tags: 'x' }, schema)).toEqual(['$.tags should be a list, got string']);
  });

  it('accepts integers as numbers but not the other way round', () => {
    const n: JsonSchema = { type: 'number' };
    expect(checkJson(3, n)).toEqual([]);
    expect(checkJson(3.5, n)).toEqual([]);
    expect(checkJson('3', n)).toEqual(['$ should be a number, got string']);
  });
});
