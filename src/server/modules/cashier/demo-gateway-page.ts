import { createHash } from 'node:crypto';
import { formatMinorUnits } from '../wallet-balance/service';
import type { DepositOrderRow } from './deposit-repository';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = 'body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:1rem}' +
  '.demo{background:#fde68a;color:#78350f;padding:.5rem;border-radius:.25rem;font-weight:700}button{font-size:1rem;margin:.5rem;padding:.5rem 1.5rem}';

/** The page's own policy (a gateway is another site): its one style by hash, no script, not framed. */
export const PAYMENT_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The DEMO gateway's payment page: plain HTML, no script, clearly labelled as a demo. */
export function paymentPage(order: DepositOrderRow, decimals: number, message?: string): string {
  const amount = `${formatMinorUnits(BigInt(order.amount), decimals)} ${order.currency}`;
  const ref = escapeHtml(order.reference);
  const form =
    order.status === 'PENDING'
      ? `<form method="post" action="/demo-gateway/pay/${ref}">` +
        '<button name="action" value="pay" type="submit">Pay (DEMO)</button>' +
        '<button name="action" value="cancel" type="submit">Cancel (DEMO)</button></form>'
      : `<p>Status: ${escapeHtml(order.status)}</p>`;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DEMO payment gateway</title>',
    `<meta name="viewport" content="width=device-width"><style>${STYLE}</style></head><body>`,
    '<p class="demo" role="note">DEMO payment gateway — no real money moves. For testing only.</p>',
    `<h1>Pay ${escapeHtml(amount)}</h1><p>Order ${order.id}</p>`,
    message ? `<p role="status">${escapeHtml(message)}</p>` : '',
    form,
    '</body></html>',
  ].join('');
}
