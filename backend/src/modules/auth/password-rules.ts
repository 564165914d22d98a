import { BadRequestException } from '@nestjs/common';

export const PASSWORD_RULE_MESSAGES = {
  common: 'Choose a less common password: this one is among the most used and easy to guess.',
  personal: 'Choose a password that is not made of your own details (your address or what you are called): those are the first guesses.',
};

const SITE_WORDS = 'marathon triathlon running runner cycling cyclist swimming swimmer ironman athlete training fitness flying50 flyingat50 flyingfifty';
let common: Promise<Set<string>> | undefined;
/**
 * The most used passwords: zxcvbn-ts's list of about 49,000 from published leaks (@zxcvbn-ts/language-common), plus
 * words about this site; compared in lower case, with trailing digits and symbols taken off ('Password1!' is
 * 'password'). Loaded when a password is first set (about 4 MB of heap), so a process that never sets one keeps it out.
 */
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set([...dictionary['passwords-common'], ...SITE_WORDS.split(' ')])));

const DIGIT_RUNS = '01234567890 9876543210 12345678901234567890';
const plain = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
/** Lower case, the trailing digits and symbols off ('Password1!' → 'password'); digits alone stay as they are. */
const stem = (password: string) => {
  const lower = password.toLowerCase();
  const cut = lower.replace(/[\p{N}\p{P}\p{S}\s]+$/u, '');
  return cut || lower;
};

/** Why a new password is refused (PASSWORD_RULE_MESSAGES), or null when it may be used. */
export async function passwordProblem(password: string, person: { email?: string | null; name?: string | null }): Promise<string | null> {
  const COMMON = await commonPasswords();
  const lower = password.toLowerCase();
  if (new Set([...lower]).size <= 2) return PASSWORD_RULE_MESSAGES.common; // 'aaaaaaaa', 'abababab'
  if (/^\d+$/.test(lower) && (DIGIT_RUNS.includes(lower) || DIGIT_RUNS.includes([...lower].reverse().join('')))) return PASSWORD_RULE_MESSAGES.common;
  if (COMMON.has(lower) || COMMON.has(stem(password)) || COMMON.has(plain(stem(password)))) return PASSWORD_RULE_MESSAGES.common;
  const email = (person.email ?? '').toLowerCase();
  const own = [email, email.split('@')[0], person.name ?? ''].map(plain).filter((word) => word.length >= 3);
  const tried = [plain(password), plain(stem(password))];
  if (tried.some((word) => own.includes(word))) return PASSWORD_RULE_MESSAGES.personal;
  return null;
}

/** 400 with the reason when the new password is among the most used or is the person's address or name. */
export async function refuseWeakPassword(password: string, person: { email?: string | null; name?: string | null }): Promise<void> {
  const problem = await passwordProblem(password, person);
  if (problem) throw new BadRequestException(problem);
}
