/** The two deposit methods that work out of the box; limits in minor units (THB satang). */
export const DEPOSIT_METHODS = [
  { code: 'bank', kind: 'MANUAL_BANK' as const, name: 'Bank transfer (approved by an operator)', minAmount: 10_000, maxAmount: 5_000_000, sort: 1 },
  { code: 'demopay', kind: 'DEMO_GATEWAY' as const, name: 'DEMO payment gateway', minAmount: 1_000, maxAmount: 10_000_000, sort: 2 },
];
