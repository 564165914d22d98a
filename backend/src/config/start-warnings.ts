import type { AppConfig } from './app-config.js';
import { memoryLimitsWarning } from './memory-limits.js';

/** What a production process sends no mail without (see docs/operations.md "Mail"). */
export const MAIL_OFF_WARNING =
  'SMTP_URL is not set, so no e-mail is sent: password-reset, invitation, address-change and newsletter confirmation links are written to this log instead ' +
  '(logger Mail), where whoever reads the log can use them; set SMTP_URL (and MAIL_FROM) to send mail.';

/**
 * What an API process or a worker says at start, as warnings, about settings it runs with but should not: in production,
 * mail that goes to the log (no SMTP_URL); anywhere, the missing memory limits (memory-limits.ts). Empty when all is well.
 */
export function startWarnings(config: Pick<AppConfig, 'env' | 'smtpUrl'>, entry: string, memory: string | null = memoryLimitsWarning(entry) ?? null): string[] {
  return [...(config.env === 'production' && !config.smtpUrl ? [MAIL_OFF_WARNING] : []), ...(memory ? [memory] : [])];
}
