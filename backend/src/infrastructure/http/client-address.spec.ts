import { describe, expect, it } from '@jest/globals';
import { clientAddress } from './client-address.js';

describe('clientAddress', () => {
  it('counts an IPv4 client by its address, an IPv6 client by its /64 network', () => {
    expect(clientAddress({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(clientAddress({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
    expect(clientAddress({ ip: '2001:db8:1:2::1' })).toBe('2001:db8:1:2::/64');
    // Any address of the same /64 is the same client; the next /64 is another.
    expect(clientAddress({ ip: '2001:0db8:0001:0002:ffff:eeee:dddd:cccc' })).toBe('2001:db8:1:2::/64');
    expect(clientAddress({ ip: '2001:db8:1:3::1' })).toBe('2001:db8:1:3::/64');
    expect(clientAddress({ ip: '::1' })).toBe('0:0:0:0::/64');
  });

  it("is 'unknown' without an address, or with one that is not", () => {
    expect(clientAddress({})).toBe('unknown');
    expect(clientAddress({ ip: 'not-an-address' })).toBe('unknown');
  });
});
