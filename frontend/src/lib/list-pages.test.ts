import { describe, expect, it } from '@jest/globals';
import { listPageUrl } from './list-pages';

describe('paged list addresses', () => {
  it('leave out empty params, trim search words and put the cursor last', () => {
    expect(listPageUrl('/api/website-content', {})).toBe('/api/website-content');
    expect(listPageUrl('/api/website-content', { theme: 'Gear & Tech', q: '  ', limit: 20 })).toBe('/api/website-content?theme=Gear+%26+Tech&limit=20');
    expect(listPageUrl('/api/admin/audit-log', { q: ' publish ' }, '2026-11-23T10:00:00.123456Z_42')).toBe(
      '/api/admin/audit-log?q=publish&before=2026-11-23T10%3A00%3A00.123456Z_42',
    );
  });
});
