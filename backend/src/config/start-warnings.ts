import type { AppConfig } from './app-config.js';
import { fromDomain } from './dkim-settings.js';
import { memoryLimitsWarning } from './memory-limits.js';

/** What a production process sends no mail without (see docs/operations.md "Mail"). */
export const MAIL_OFF_WARNING =
  'SMTP_URL is not set, so no e-mail is sent: password-reset, invitation, address-change and newsletter confirmation links are written to this log instead ' +
  '(logger Mail), where whoever reads the log can use them; set SMTP_URL (and MAIL_FROM) to send mail.';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when the public address is this machine's own (PUBLIC_URL unset, or http://localhost / 127.0.0.1). */
export function localPublicUrl(publicUrl: string): boolean {
  return LOCAL_HOSTS.has(new URL(publicUrl).hostname);
}

/** What a production process says when PUBLIC_URL is unset or names this machine (see docs/operations.md "Running"). */
export const publicUrlWarning = (publicUrl: string): string =>
  `PUBLIC_URL is not set to the site's public address (it is ${publicUrl}): invitation, password-reset, newsletter and feed links point there, ` +
  'and the session cookie is marked Secure only on requests that arrive over HTTPS (directly or through a trusted proxy); ' +
  'set PUBLIC_URL to the https address readers use (e.g. PUBLIC_URL=https://flying50.example).';

/**
 * What a process says when it signs for a domain DMARC does not align with MAIL_FROM's (docs/operations.md "Mail"): a
 * signature is aligned when its domain is the From address's or a parent of it.
 */
export function dkimAlignmentWarning({ mailFrom, dkim }: Partial<Pick<AppConfig, 'mailFrom' | 'dkim'>>): string | null {
  const from = fromDomain(mailFrom ?? '');
  if (!dkim || !from || from === dkim.domainName || from.endsWith(`.${dkim.domainName}`)) return null;
  return `DKIM_DOMAIN (${dkim.domainName}) is neither the domain of MAIL_FROM's address (${from}) nor a parent of it, so DMARC does not count the signature; set DKIM_DOMAIN to ${from} or leave it unset.`;
}

/**
 * What an API process or a worker says at start, as warnings, about settings it runs with but should not: in production,
 * mail that goes to the log (no SMTP_URL) and a PUBLIC_URL left at (or set to) http://localhost; anywhere, a DKIM
 * domain DMARC does not align and the missing memory limits (memory-limits.ts). Empty when all is well.
 */
export function startWarnings(
  config: Pick<AppConfig, 'env' | 'smtpUrl' | 'publicUrl'> & Partial<Pick<AppConfig, 'mailFrom' | 'dkim'>>,
  entry: string,
  memory: string | null = memoryLimitsWarning(entry) ?? null,
): string[] {
  const production = config.env === 'production';
  const dkim = dkimAlignmentWarning(config);
  return [
    ...(production && localPublicUrl(config.publicUrl) ? [publicUrlWarning(config.publicUrl)] : []),
    ...(production && !config.smtpUrl ? [MAIL_OFF_WARNING] : []),
    ...(dkim ? [dkim] : []),
    ...(memory ? [memory] : []),
  ];
}
