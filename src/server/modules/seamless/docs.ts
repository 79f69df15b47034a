import { FRESHNESS_MS, NONCE_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER, VENDOR_HEADER } from './signing';

/** The OpenAPI tag of the vendor-facing protocol, with how to sign (shown on /docs). */
export const SEAMLESS_TAG = {
  name: 'seamless-wallet',
  description: [
    'Seamless wallet for game vendors (vendor → platform). The platform holds the balance; the vendor calls',
    'authenticate (launch token → player), balance, bet (debit), win (credit; 0 settles a lost round), refund',
    '(rolls a bet back) and endRound. Amounts are integer minor units in the merchant currency.',
    `Signing: every call is a JSON POST with headers ${VENDOR_HEADER} (vendor code), ${TIMESTAMP_HEADER} (unix ms),`,
    `${NONCE_HEADER} (8-64 of [A-Za-z0-9_-], never reused) and ${SIGNATURE_HEADER} = lowercase hex`,
    'HMAC-SHA256(vendor secret, "<timestamp>.<nonce>.<raw body>"). The signature is checked over the exact bytes',
    `sent, in constant time; timestamps more than ${FRESHNESS_MS / 60_000} minutes from our clock are refused (stale_request),`,
    'a nonce is accepted once (nonce_reused), and a vendor may be limited to an address allowlist (forbidden).',
    'Vendors and secrets are set by operators: `npm run ops -- vendor-set --code CODE --mode seamless --secret S`.',
    'Idempotency: each money call carries the vendor transactionId. A retry (new nonce, same body) answers the',
    'first answer; the same id with other content is refused (idempotency_conflict). A refund of an unknown bet',
    'succeeds without moving money, and that bet is refused if it arrives later (bet_refunded). Wins, refunds and',
    'endRound are accepted after the game session expired; bets need a live session (game_session_expired) and',
    'are refused for trial, blocked or excluded players (player_not_allowed) and short balances (insufficient_funds).',
    'Every answer after a valid signature, errors included, carries value { playerId, currency, balance } when the',
    'player is known. A vendor configured in transfer mode plays on the player\'s wallet at that vendor (balance is that',
    'wallet), never on the main balance. Jackpot: the merchant may put a share of every accepted stake into its jackpot',
    'pool (no change to the bet call); a win with jackpot: true also pays the whole pool to the player and answers',
    'jackpotAmount.',
  ].join(' '),
};
