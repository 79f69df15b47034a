/**
 * The one list of error codes the platform answers with. Codes are stable snake_case strings named
 * after the spec's error catalogue (section 8); the renderer translates each one (i18n key
 * `errors:<code>`), so adding a code here without its translations fails the i18n test.
 */
export const ERROR_STATUS = {
  // generic protocol errors
  bad_request: 400,
  malformed_json: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  validation_failed: 422,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_many_requests: 429,
  internal_error: 500,
  service_unavailable: 503,
  // session and access (section 8)
  not_logged_in: 401,
  forbidden: 403,
  blockip: 403,
  info_ip_block: 403,
  info_maintenance: 503,
  game_maintenance: 503,
  in_need_true_account: 403,
  non_member_login: 403,
  non_agent_login: 403,
  function_not_enabled: 403,
  // sign-in and verification (section 8)
  invalid_phone_format: 422,
  phone_missing: 422,
  unknown_error: 500,
  verification_code_invalid: 422,
  verification_code_expired: 422,
  captcha_invalid: 422,
  quota_insufficient: 403,
  username_or_email_not_exist: 404,
  wrong_account_or_password: 401,
  email_format_incorrect: 422,
  confirm_password_incorrect: 422,
  invalid_url: 400,
  please_verify_first: 422,
  agree_terms: 422,
  invalid_information: 422,
  invitation_code_error: 422,
  // accounts (issue 3): registration name taken, forced change of a weak/expired password, PoW check
  account_exists: 409,
  password_change_required: 403,
  human_verification_failed: 422,
  // money (later issues build on these)
  idempotency_conflict: 409,
  insufficient_funds: 409,
  // cashier (issue 4)
  amount_out_of_range: 422,
  deposit_method_unavailable: 422,
  signature_invalid: 401,
  payment_password_required: 422,
  payment_password_incorrect: 422,
  turnover_not_met: 422,
  no_upline: 422,
  upload_invalid: 422,
  // seamless-wallet protocol (vendor → platform)
  stale_request: 401,
  nonce_reused: 401,
  game_session_expired: 401,
  player_not_allowed: 403,
  bet_refunded: 409,
  round_closed: 409,
  // game launch (issue 6): a free trial of a game that offers none; the browser refused the game window
  free_trial_unavailable: 409,
  popup_blocked: 400,
  // agent contracts (issue 19)
  contract_rate_above_upline: 422,
  contract_no_upline_contract: 409,
  contract_period_mismatch: 422,
  contract_not_pending: 409,
  contract_pending_exists: 409,
  contract_ends_downlines: 409,
  // promotions (issue 20)
  promotion_not_open: 409,
  promotion_already_claimed: 409,
  promotion_budget_spent: 409,
  promotion_nothing_to_claim: 409,
  promotion_not_eligible: 403,
  promotion_not_in_audience: 403,
  // VIP birthday bonus: the member sets its birthday once; only support can change it
  birthday_already_set: 409,
  // operator console (issue 22): lockout after failed sign-ins, the second factor, maker-checker
  account_locked: 423,
  totp_code_invalid: 422,
  second_factor_required: 401,
  second_operator_required: 409,
  vendor_in_house: 409,
  operator_self: 409,
  // encrypted payloads
  encryption_required: 400,
  bad_payload: 400,
  stale_payload: 400,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);
}

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/** The field reason in a 422's `errors` for text no database can store (a NUL, a lone surrogate). */
export const HOSTILE_TEXT_REASON = 'invalid_text';
