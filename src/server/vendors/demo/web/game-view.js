// @ts-check
/* global document */
/**
 * DOM helpers the demo games share (browser code, served as is from /demo-vendor/assets). Nothing
 * here writes HTML from strings: every text goes through textContent, so no outcome or name can
 * inject markup.
 */

/**
 * @param {string} tag
 * @param {Record<string, string>} [attrs]
 * @param {(Node | string)[]} [children]
 * @returns {HTMLElement}
 */
export function el(tag, attrs = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === 'text') node.textContent = value;
    else node.setAttribute(name, value);
  }
  for (const child of children) node.append(child);
  return node;
}

/** Minor units with two decimals and thousands separators, as the server renders them. */
export function formatMinor(/** @type {number} */ minor) {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

export const money = (/** @type {number} */ minor, /** @type {string} */ currency) => `${formatMinor(minor)} ${currency}`;

/** `{name}` placeholders filled from `values`. */
export function fill(/** @type {string} */ template, /** @type {Record<string, string | number>} */ values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/**
 * The page's data block, as game-page.ts writes it.
 * @typedef {{ sid: string, mode: string, currency: string, api: { round: string, history: string }, strings: Record<string, string>,
 *   names?: Record<string, string>, glyphs?: Record<string, string>, paylines?: number[][], round?: unknown }} PageData
 */

/** The page's data block (JSON the server wrote; never executed). */
export function readData() {
  const node = document.getElementById('demo-data');
  return /** @type {PageData} */ (JSON.parse(node?.textContent ?? '{}'));
}

/** Shows every <time datetime> in the player's own time zone. */
export function localTimes() {
  for (const node of document.querySelectorAll('time[datetime]')) {
    const at = new Date(node.getAttribute('datetime') ?? '');
    if (!Number.isNaN(at.getTime())) node.textContent = at.toLocaleString();
  }
}

/** Sets an amount element's text and its exact minor units (tests read data-minor). */
export function setAmount(/** @type {Element | null} */ node, /** @type {number} */ minor, /** @type {string} */ currency) {
  if (!node) return;
  node.setAttribute('data-minor', String(minor));
  node.textContent = money(minor, currency);
}
