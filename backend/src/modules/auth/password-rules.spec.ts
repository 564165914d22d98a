import { describe, expect, it } from '@jest/globals';
import { PASSWORD_RULE_MESSAGES, passwordProblem } from './password-rules.js';

describe('passwordProblem', () => {
  it('refuses the most used passwords, with trailing digits and symbols or in capitals too, runs of digits and one or two repeated characters', async () => {
    for (const password of ['password', 'Password1', 'PASSWORD123!', 'P@ssw0rd', 'qwertyuiop', 'iloveyou2', '12345678', '87654321', '1234567890', 'aaaaaaaa', 'abababab', 'Sunshine!!']) {
      expect([password, await passwordProblem(password, {})]).toEqual([password, PASSWORD_RULE_MESSAGES.common]);
    }
  });

  it("refuses the leaked passwords of zxcvbn-ts's list, not only the best known", async () => {
    for (const password of ['new-password-1', 'Steelers2024', 'samantha!', 'hardcore1', 'Liverpool1892', 'qwer1234']) {
      expect([password, await passwordProblem(password, {})]).toEqual([password, PASSWORD_RULE_MESSAGES.common]);
    }
  });

  it("refuses the person's address, its local part and their name, however written", async () => {
    const pat = { email: 'pat.runner@example.com', name: 'Pat Runner' };
    for (const password of ['pat.runner@example.com', 'PatRunner', 'pat-runner-1', 'Pat Runner!']) {
      expect([password, await passwordProblem(password, pat)]).toEqual([password, PASSWORD_RULE_MESSAGES.personal]);
    }
  });

  it('takes passphrases and the passwords the tests use', async () => {
    for (const password of ['correct-horse-battery', 'a-new-password', 'fresh-start-pass-1', 'squatters-password', 'only-the-owner-knows', 'a-brand-new-password', 'Tr1athlon-at-50-rocks', 'päss-wörd-lang']) {
      expect([password, await passwordProblem(password, { email: 'pat@example.com', name: 'Pat' })]).toEqual([password, null]);
    }
  });
});
