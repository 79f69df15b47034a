import type { FastifyReply } from 'fastify';
import type { Language } from '@shared/constants';
import { stringsOf, type StringKey } from './i18n';

/**
 * HTML helpers of the demo vendor's pages: escaping, the page shell with its security headers, and
 * the translated error page. Pages are plain server-rendered HTML; the scripts they load are served
 * from /demo-vendor/assets, so the Content-Security-Policy needs no inline script or style.
 */

export const ASSET_PREFIX = '/demo-vendor/assets';

export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside <script type="application/json">: nothing in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</gu, '\\u003c')
    .replace(/>/gu, '\\u003e')
    .replace(/&/gu, '\\u0026')
    .replace(/\u2028/gu, '\\u2028')
    .replace(/\u2029/gu, '\\u2029');
}

/** Minor units with two decimals and thousands separators: 123456 → "1,234.56". */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/gu, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

export const money = (minor: number, currency: string) => `${formatMinor(minor)} ${currency}`;

/** The page's own policy: scripts, styles and calls from this origin only; framed by this origin only. */
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Headers every page and redirect of the demo vendor carries (its URLs hold credentials: no
 * referrer); the lottery's pages pass their own policy.
 */
export function securePage(reply: FastifyReply, policy: string = CSP): FastifyReply {
  return reply
    .header('Content-Security-Policy', policy)
    .header('X-Frame-Options', 'SAMEORIGIN')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store');
}

export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return securePage(reply).code(status).type('text/html; charset=utf-8').send(html);
}

export interface ShellOptions {
  lang: Language;
  theme: string | null | undefined;
  title: string;
  bodyClass: string;
  body: string;
  /** Module scripts under ASSET_PREFIX. */
  scripts?: string[];
  /** Handed to the scripts as JSON (never executed). */
  data?: unknown;
}

const HTML_LANG: Record<Language, string> = { EN: 'en', CN: 'zh-CN', TH: 'th' };

export function pageShell(options: ShellOptions): string {
  const theme = options.theme === 'light' || options.theme === 'dark' ? ` data-theme="${options.theme}"` : '';
  const data = options.data === undefined ? '' : `<script type="application/json" id="demo-data">${jsonForScript(options.data)}</script>`;
  const scripts = (options.scripts ?? []).map((name) => `<script type="module" src="${ASSET_PREFIX}/${escapeHtml(name)}"></script>`).join('');
  return [
    `<!doctype html><html lang="${HTML_LANG[options.lang]}"${theme}><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    // An empty icon: browsers would otherwise ask the platform for /favicon.ico.
    `<title>${escapeHtml(options.title)}</title><link rel="icon" href="data:,">`,
    `<link rel="stylesheet" href="${ASSET_PREFIX}/game.css"></head>`,
    `<body class="${escapeHtml(options.bodyClass)}">${options.body}${data}${scripts}</body></html>`,
  ].join('');
}

/** The DEMO label every page carries. */
export function demoBadge(lang: Language): string {
  return `<p class="demo-badge" role="note">${escapeHtml(stringsOf(lang).demoGame)}</p>`;
}

/** A translated dead end (ended session, bad link), without any script. */
export function errorPage(lang: Language, messageKey: StringKey, theme?: string | null): string {
  const strings = stringsOf(lang);
  const body = `<main class="error-page">${demoBadge(lang)}<h1>${escapeHtml(strings[messageKey])}</h1></main>`;
  return pageShell({ lang, theme, title: strings.demoGame, bodyClass: 'error', body });
}
