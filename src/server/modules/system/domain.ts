import { domainToASCII } from 'node:url';

/**
 * Reduces what a visitor typed or pasted ('HTTPS://WWW.Brand.com:443/path?x', 'brand.com.') to a
 * bare host name, or null when it is not a plausible DNS name. Used by Verify Representative,
 * where a look-alike must not pass through case, port or trailing-dot tricks.
 */
export function normalizeDomain(input: string): string | null {
  let value = input.trim().toLowerCase();
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  value = value.replace(/^[^@/]*@/, '');
  value = value.split(/[/?#]/, 1)[0] ?? '';
  value = value.replace(/:\d*$/, '');
  value = value.replace(/\.+$/, '');
  // Internationalised names compare in their punycode form, as DNS sees them.
  value = value.length > 0 ? domainToASCII(value) : '';
  if (value.length === 0 || value.length > 253) return null;
  const labels = value.split('.');
  if (labels.length < 2) return null;
  const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
  if (!labels.every((part) => label.test(part))) return null;
  // A top-level label of digits only would make '1.2.3.4' look like a domain.
  return /^\d+$/.test(labels[labels.length - 1] ?? '') ? null : value;
}
