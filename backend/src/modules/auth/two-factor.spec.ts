import { describe, expect, it } from '@jest/globals';
import { generate } from 'otplib';
import { unseal } from '../../infrastructure/crypto/sealed.js';
import { codeStep, newRecoveryCodes, newSecret, openSecret, recoveryHash, RECOVERY_CODES, sealSecret } from './two-factor.js';

describe('two-step sign-in codes', () => {
  it("take the app's code for now and one step either way, never one at or before the last step taken", async () => {
    const { secret } = await newSecret('pat@example.com');
    const now = Math.floor(Date.now() / 1000);
    const step = await codeStep(secret, await generate({ secret, epoch: now }), null);
    expect(step).toBe(Math.floor(now / 30));
    expect(await codeStep(secret, await generate({ secret, epoch: now + 30 }), step)).toBe(step! + 1);
    expect(await codeStep(secret, await generate({ secret, epoch: now }), step)).toBeNull();
    expect(await codeStep(secret, await generate({ secret, epoch: now - 90 }), null)).toBeNull();
    expect(await codeStep(secret, 'abcdef', null)).toBeNull();
  });

  it('make ten distinct recovery codes, compared without case or spacing', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODES);
    expect(new Set(codes).size).toBe(RECOVERY_CODES);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(recoveryHash(' K7M2P 9QX4R ')).toBe(recoveryHash('k7m2p-9qx4r'));
    expect(recoveryHash('k7m2p-9qx4r')).not.toBe(recoveryHash('k7m2p-9qx4s'));
  });

  it('seal the secret under SESSION_SECRET for this purpose only; the previous secret opens it as stale; another opens nothing', () => {
    const [current, previous, other] = ['c', 'p', 'o'].map((c) => c.repeat(40));
    const stored = sealSecret({ sessionSecret: current }, 'JBSWY3DPEHPK3PXP');
    expect(stored).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret({ sessionSecret: current }, stored)).toEqual({ secret: 'JBSWY3DPEHPK3PXP', stale: false });
    expect(openSecret({ sessionSecret: other, previousSessionSecret: current }, stored)).toEqual({ secret: 'JBSWY3DPEHPK3PXP', stale: true });
    expect(openSecret({ sessionSecret: other, previousSessionSecret: previous }, stored)).toBeNull();
    // Queued mail is sealed under the same secret for another purpose: neither opens as the other.
    expect(() => unseal(current, stored, 'queued-mail')).toThrow();
  });
});
