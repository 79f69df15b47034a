/** Domains and address data of the demo merchant. Only reserved names and documentation ranges. */

export const MAIN_DOMAIN = 'luckyharbor.example';

export const MIRRORS = [
  { domain: 'lh-mirror1.example', priority: 1 },
  { domain: 'lh-mirror2.example', priority: 2 },
  { domain: 'lh-mirror3.example', priority: 3 },
  { domain: 'luckyharbor.test', priority: 4 },
];

/** Host names that select the demo merchant; localhost so a fresh `npm start` just works. */
export const MERCHANT_HOSTS = ['localhost', '127.0.0.1', MAIN_DOMAIN, `www.${MAIN_DOMAIN}`, ...MIRRORS.map((m) => m.domain)];

/**
 * Address ranges mapped to countries, so region blocking by country can be exercised:
 * RFC 5737 / RFC 3849 documentation ranges only, never real networks.
 */
export const GEO_IP_RANGES = [
  { cidr: '198.51.100.0/24', country: 'US' },
  { cidr: '192.0.2.0/24', country: 'TH' },
  { cidr: '203.0.113.0/24', country: 'VN' },
  { cidr: '2001:db8::/33', country: 'TH' },
  { cidr: '2001:db8:8000::/33', country: 'US' },
];

/** The region-block rule's blocked range (TEST-NET-3), for tests that simulate a blocked visitor. */
export const BLOCKED_RANGE = '203.0.113.0/24';
