import { BadRequestException } from '@nestjs/common';

export const PASSWORD_RULE_MESSAGES = {
  common: 'Choose a less common password: this one is among the most used and easy to guess.',
  personal: 'Choose a password that is not made of your own details (your address or what you are called): those are the first guesses.',
};

/**
 * The most used passwords of 8 characters or more (the shortest allowed), from the published lists of leaked
 * passwords, plus words about this site; compared in lower case, with trailing digits and symbols taken off
 * ('Password1!' is 'password').
 */
const COMMON = new Set(
  `password passw0rd p@ssw0rd p@ssword pa55word passwort motdepasse contrasena qwertyuiop qwertyui qwertz asdfghjkl
  asdfghjk zxcvbnm qazwsxedc qazwsx zaq1xsw2 1qaz2wsx 1q2w3e4r 1q2w3e4r5t q1w2e3r4 q1w2e3r4t5 a1b2c3d4 1a2b3c4d
  abc123abc abcd1234 1234abcd abcdefgh abcdefg iloveyou iloveu sunshine princess football baseball basketball soccer
  welcome letmein trustno1 superman batman spiderman whatever starwars startrek computer internet michael jennifer
  jordan michelle charlie mustang corvette mercedes ferrari porsche liverpool chelsea arsenal manchester barcelona
  qwerty qwer1234 asdf1234 zxcv1234 access shadow master dragon monkey freedom secret hello hellokitty lovely
  loveme lovelove flower flowers forever friends family summer winter autumn spring butterfly chocolate cookie
  pokemon minecraft blink182 matrix killer hunter ranger harley thunder tigger purple orange yellow silver golden
  diamond maverick jessica ashley nicole daniel anthony andrew joshua matthew samsung google facebook youtube
  microsoft apple iphone changeme default administrator admin root guest test tester testing example unknown
  nothing someone anything everything 123qwe qwe123 1qazxsw2 qwertyuiop123 abc123 marathon triathlon running
  runner cycling cyclist swimming swimmer ironman athlete training fitness flying50 flyingat50 flyingfifty`
    .split(/\s+/)
    .filter(Boolean),
);

const DIGIT_RUNS = '01234567890 9876543210 12345678901234567890';
const plain = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
/** Lower case, the trailing digits and symbols off ('Password1!' → 'password'); digits alone stay as they are. */
const stem = (password: string) => {
  const lower = password.toLowerCase();
  const cut = lower.replace(/[\p{N}\p{P}\p{S}\s]+$/u, '');
  return cut || lower;
};

/** Why a new password is refused (PASSWORD_RULE_MESSAGES), or null when it may be used. */
export function passwordProblem(password: string, person: { email?: string | null; name?: string | null }): string | null {
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
export function refuseWeakPassword(password: string, person: { email?: string | null; name?: string | null }): void {
  const problem = passwordProblem(password, person);
  if (problem) throw new BadRequestException(problem);
}
