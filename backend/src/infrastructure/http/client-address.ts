import ipaddr from 'ipaddr.js';

/**
 * The client a request comes from, as the rate limits count clients: an IPv4 address as it is (an IPv4-mapped IPv6
 * address too), an IPv6 address as its /64 network. One IPv6 client is given at least a /64 (2^64 addresses), so
 * counting single addresses would let it be a new client with every request. `req.ip` is the address Express took
 * from the trusted proxies (TRUST_PROXY); 'unknown' when there is none.
 */
export function clientAddress(req: { ip?: string }): string {
  if (!req.ip || !ipaddr.isValid(req.ip)) return 'unknown';
  const address = ipaddr.process(req.ip); // an IPv4-mapped IPv6 address becomes the IPv4 one
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
