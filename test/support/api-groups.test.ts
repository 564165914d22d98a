import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { apiGroups, groupFiles } from './api-groups.js';

const API = new URL('../api/', import.meta.url);
const files = readdirSync(API).filter((file) => file.endsWith('.test.ts'));

describe('API test groups', () => {
  it('run every API test file once, in groups of about the same size', () => {
    const groups = apiGroups();
    expect(groups).toHaveLength(groupFiles().length);
    expect(groupFiles()).toEqual(groups.map((_, i) => `${i + 1}.test.ts`));
    expect(groups.flat().sort()).toEqual([...files].sort());
    for (const group of groups) expect(group.length).toBeGreaterThan(0);
  });

  it('deal the same files to the same groups every time, largest first', () => {
    expect(apiGroups()).toEqual(apiGroups());
    expect(apiGroups(1)).toEqual([[...files].sort()]);
  });

  // In a group, hooks outside a describe would run for every file of the group: each file's app would start before
  // the group's first test and close after its last (and its beforeEach would run before the other files' tests).
  it.each(files)('%s is one describe named after the file, with everything in it', (file) => {
    const source = ts.createSourceFile(file, readFileSync(new URL(file, API), 'utf8'), ts.ScriptTarget.Latest, true);
    const body = source.statements.filter((statement) => !ts.isImportDeclaration(statement));
    expect(body).toHaveLength(1);
    const [only] = body;
    const call = ts.isExpressionStatement(only) && ts.isCallExpression(only.expression) ? only.expression : undefined;
    expect(call?.expression.getText(source)).toBe('describe');
    expect(call?.arguments[0].getText(source)).toBe(`'${file.replace(/\.test\.ts$/, '')}'`);
  });
});
