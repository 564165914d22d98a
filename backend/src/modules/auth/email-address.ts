import { ValidateBy, type ValidationOptions } from 'class-validator';
import { normaliseEmail } from '../../config/app-config.js';

export { normaliseEmail };

export const LOOK_ALIKE_MESSAGE = 'Email addresses cannot contain invisible or look-alike characters';

// Format and control characters (zero-width space and joiners, bidi marks, soft hyphen, ...), unassigned and
// private-use code points, every space, and the fillers and selectors that render as nothing.
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Co}\p{Cs}\p{Cn}\p{Z}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0]/u;

// Scripts whose letters are commonly mistaken for one another (UTS #39 confusables): an address part
// that mixes two of them ("pаypal" with a Cyrillic а) is a look-alike.
const SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Armenian', 'Cherokee', 'Coptic', 'Georgian'].map(
  (name) => new RegExp(`\\p{Script=${name}}`, 'u'),
);

function mixesScripts(part: string): boolean {
  const seen = new Set<number>();
  for (const char of part) {
    SCRIPTS.forEach((script, i) => {
      if (script.test(char)) seen.add(i);
    });
  }
  return seen.size > 1;
}

/**
 * Whether an address (already normalised: NFKC, lower case) is free of invisible characters and of
 * look-alike letters from another script in its local part or in any label of its domain. Fullwidth
 * letters need no rule: NFKC has already turned them into plain ones.
 */
export function isPlainAddress(email: string): boolean {
  if (INVISIBLE.test(email)) return false;
  const at = email.lastIndexOf('@');
  const parts = [email.slice(0, at), ...email.slice(at + 1).split('.')];
  return !parts.some(mixesScripts);
}

/** class-validator rule for isPlainAddress. */
export function IsPlainAddress(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isPlainAddress', validator: { validate: (value) => typeof value === 'string' && isPlainAddress(value) } }, options);
}
