import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** DKIM signing of every message the app sends (nodemailer's `dkim` option): set when DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE are. */
export interface DkimSettings {
  /** The d= domain: DKIM_DOMAIN, else the domain of MAIL_FROM's address (so DMARC finds them aligned). */
  domainName: string;
  /** The s= selector: the public key is published at <selector>._domainkey.<domain>. */
  keySelector: string;
  /** The RSA private key, PEM. */
  privateKey: string;
}

/** Below this an RSA key is refused by receivers (RFC 8301); 2048 bits is what to make. */
const LEAST_RSA_BITS = 1024;

/** The domain of a From header's address ('Flying@50 <no-reply@flyingat50.com>': flyingat50.com). */
export const fromDomain = (mailFrom: string) => /@([^>\s@]+)>?\s*$/.exec(mailFrom)?.[1]?.toLowerCase() ?? '';

/**
 * The DKIM settings, or undefined when signing is off; a problem naming the setting for each that is wrong (one without
 * the other, a file that cannot be read or holds no RSA private key).
 */
export function readDkimSettings(
  env: { DKIM_SELECTOR?: string; DKIM_PRIVATE_KEY_FILE?: string; DKIM_DOMAIN?: string },
  mailFrom: string,
  problems: string[],
): DkimSettings | undefined {
  const { DKIM_SELECTOR: selector, DKIM_PRIVATE_KEY_FILE: file, DKIM_DOMAIN: domain } = env;
  if (!selector && !file) {
    if (domain) problems.push('DKIM_DOMAIN needs DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE (DKIM signing is off without them)');
    return undefined;
  }
  if (!selector || !file) {
    problems.push(`DKIM signing needs both DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE; missing: ${selector ? 'DKIM_PRIVATE_KEY_FILE' : 'DKIM_SELECTOR'}`);
    return undefined;
  }
  let privateKey: string;
  try {
    privateKey = readFileSync(resolve(file), 'utf8');
  } catch (error) {
    problems.push(`DKIM_PRIVATE_KEY_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    return undefined;
  }
  try {
    const key = createPrivateKey(privateKey);
    const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
    if (key.asymmetricKeyType !== 'rsa' || bits < LEAST_RSA_BITS) {
      problems.push(`DKIM_PRIVATE_KEY_FILE: ${file} must hold an RSA key of at least ${LEAST_RSA_BITS} bits (2048 recommended); it holds ${key.asymmetricKeyType === 'rsa' ? `${bits} bits` : `an ${key.asymmetricKeyType} key`}`);
      return undefined;
    }
  } catch {
    problems.push(`DKIM_PRIVATE_KEY_FILE: ${file} holds no private key in PEM form (-----BEGIN PRIVATE KEY-----)`);
    return undefined;
  }
  const domainName = (domain ?? fromDomain(mailFrom)).toLowerCase();
  if (!domainName) problems.push('DKIM_DOMAIN: MAIL_FROM has no address domain to sign for; set DKIM_DOMAIN');
  return { domainName, keySelector: selector, privateKey };
}
