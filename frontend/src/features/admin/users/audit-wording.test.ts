import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { actionText } from './audit-wording';

/** Every action the server audits (`@Audited({ action: '…' })`, `recordAudit(em, { action: '…' })` in backend/src, tests left out). */
function auditedActions(dir = join(process.cwd(), 'backend/src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return auditedActions(path);
    if (!item.name.endsWith('.ts') || item.name.endsWith('.spec.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/\baction:\s*'([a-z-]+\.[a-z-]+)'/g)].map((match) => match[1]);
  });
}

describe('the audit log in words', () => {
  it('says in words what each audited action did, so no row shows a bare code', () => {
    const actions = auditedActions();
    expect(actions).toEqual(expect.arrayContaining(['website.publish', 'ad.image-uploaded', 'user.role-change']));
    expect(actions.filter((action) => actionText({ action }) === action)).toEqual([]);
  });

  it('calls the staff picture upload what it is: it stores pictures for articles as well as ads', () => {
    expect(actionText({ action: 'ad.image-uploaded' })).toBe('Uploaded a picture for an ad or an article');
  });
});
