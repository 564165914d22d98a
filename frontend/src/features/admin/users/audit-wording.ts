import type { Answer } from '../../../lib/api-types';

/** One row of GET /api/admin/audit-log (admins only), newest first (from the OpenAPI document). */
export type AuditRow = Answer<'/api/admin/audit-log', 'get'>[number];

/** What each audited action did, in words. */
const ACTIONS: Record<string, string> = {
  'website.create': 'Created a website article',
  'website.generate': 'Generated a website article',
  'website.update': 'Edited a website article',
  'website.update-image': 'Changed the picture of a website article',
  'website.publish': 'Published a website article',
  'website.schedule': 'Scheduled a website article',
  'website.unpublish': 'Took a website article back to draft',
  'website.delete': 'Deleted a website article',
  'website.restore': 'Restored an earlier version of a website article',
  'website.set-hero': 'Made a website article the hero',
  'website.unset-hero': 'Took the hero mark off a website article',
  'website.set-featured': 'Featured a website article',
  'website.unset-featured': 'Stopped featuring a website article',
  'premium.generate': 'Generated a premium report',
  'premium.update': 'Edited a premium report',
  'premium.publish': 'Published a premium report',
  'premium.unpublish': 'Took a premium report back to draft',
  'premium.delete': 'Deleted a premium report',
  'premium.bulk-delete': 'Deleted premium reports',
  'generation.generate': 'Generated content in the content generator',
  'generation.update': 'Edited generated content',
  'generation.archive': 'Archived generated content',
  'generation.delete': 'Deleted generated content',
  'ad.created': 'Created an ad',
  'ad.updated': 'Edited an ad',
  'ad.activated': 'Switched an ad on',
  'ad.deactivated': 'Switched an ad off',
  'ad.deleted': 'Deleted an ad',
  'ad.image-uploaded': 'Uploaded a picture for an ad or an article',
  'theme-hero.update': 'Changed a theme page hero',
  'api-key.create': 'Created an API key',
  'api-key.revoke': 'Revoked an API key',
  'api-key.call': 'Called the API with a key',
  'invitation.create': 'Invited a staff member',
  'invitation.resend': 'Sent a staff invitation again',
  'invitation.revoke': 'Withdrew a staff invitation',
  'invitation.accept': 'Accepted a staff invitation',
  'user.role-change': "Changed a person's role",
  'user.two-factor-reset': "Turned off a person's two-step sign-in",
  'newsletter.weekly-send': 'Sent the weekly newsletter',
  'newsletter.article-send': 'Sent an article as a newsletter',
  'newsletter.test-send': 'Sent a newsletter test to themself',
  'newsletter.weekly-test': 'Sent a weekly digest test to themself',
  'newsletter.export': 'Exported the newsletter subscribers',
  'newsletter.erase': 'Erased a newsletter subscriber',
  'newsletter.cancel': 'Stopped a newsletter send',
};

/** The action in words ("Published a website article"); an unknown code is shown as it is. */
export function actionText(row: Pick<AuditRow, 'action'>): string {
  return ACTIONS[row.action] ?? row.action;
}

const KINDS: Record<string, string> = {
  website: 'Website article',
  premium: 'Premium report',
  generation: 'Generated content',
  ad: 'Ad',
  'theme-hero': 'Theme page',
  'api-key': 'API key',
  invitation: 'Invitation',
  user: 'Account',
  upload: 'Upload',
  'newsletter-weekly': 'Weekly digest',
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The subject in words and, where it can still be opened, its address: a website article's page (staff see a draft or
 * scheduled one there, under a bar saying readers cannot), a premium report's preview, a theme page, the Users tab. "Website article 14" only when the row names no title.
 */
export function auditSubject(row: AuditRow): { text: string; href?: string } {
  const { method, route, status } = row.details ?? {};
  if (row.action === 'api-key.call' && typeof method === 'string' && typeof route === 'string') return { text: `${method} ${route} (answered ${String(status)})` };
  const title = text(row.details?.title) || text(row.details?.name) || text(row.details?.topic) || text(row.details?.email);
  const kind = KINDS[row.subject_kind] ?? row.subject_kind;
  const theme = text(row.details?.theme);
  const label = title ? `"${title}"` : theme ? `${kind}: ${theme}` : row.subject_id === null ? kind : `${kind} ${row.subject_id}`;
  const id = row.subject_id;
  const deleted = /\.(delete|bulk-delete|revoke)$/.test(row.action);
  if (row.subject_kind === 'theme-hero' && theme) return { text: label, href: `/admin/${theme}` };
  if (deleted || id === null) return { text: label };
  const href: Record<string, string> = {
    website: `/article/${text(row.details?.slug) || id}`,
    premium: `/premium-preview/${id}`,
    user: '/users',
  };
  return { text: label, ...(href[row.subject_kind] ? { href: href[row.subject_kind] } : {}) };
}
