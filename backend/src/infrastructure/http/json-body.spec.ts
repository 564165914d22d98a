import { describe, expect, it } from '@jest/globals';
import { checkJsonShape, MAX_DEPTH, MAX_ELEMENTS } from './json-body.js';

const check = (text: string) => () => checkJsonShape(Buffer.from(text));

describe('checkJsonShape', () => {
  it(`allows ${MAX_DEPTH} levels and refuses one more`, () => {
    expect(check('['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH))).not.toThrow();
    expect(check('{"a":'.repeat(MAX_DEPTH - 1) + '[1]' + '}'.repeat(MAX_DEPTH - 1))).not.toThrow();
    expect(check('['.repeat(MAX_DEPTH + 1))).toThrow(/nested too deeply/);
  });

  it(`allows ${MAX_ELEMENTS} elements and refuses more`, () => {
    expect(check(`[${'0,'.repeat(MAX_ELEMENTS - 2)}0]`)).not.toThrow();
    expect(check(`[${'0,'.repeat(MAX_ELEMENTS)}0]`)).toThrow(/too many elements/);
    expect(check(`[${'{},'.repeat(MAX_ELEMENTS)}{}]`)).toThrow(/too many elements/);
  });

  it('skips brackets and commas inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: '['.repeat(100) + ','.repeat(20_000), b: 'say \\"[[[[\\" and \\\\', c: '\\' });
    expect(check(text)).not.toThrow();
    expect(check(`["\\\\", ${'['.repeat(MAX_DEPTH)}`)).toThrow(/nested too deeply/);
    expect(check(`["\\"${'['.repeat(MAX_DEPTH + 5)}"]`)).not.toThrow();
  });

  it('leaves broken JSON to the parser', () => {
    expect(check('{"a": "unterminated [[[[')).not.toThrow();
    expect(check(']]]]')).not.toThrow();
  });

  it('scans 14 MB of data URL quickly', () => {
    const body = Buffer.from(JSON.stringify({ content: 'x', image_url: `data:image/jpeg;base64,${'A'.repeat(14 * 1024 * 1024)}` }));
    const started = performance.now();
    checkJsonShape(body);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
