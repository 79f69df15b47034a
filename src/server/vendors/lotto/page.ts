import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@shared/constants';
import { escapeHtml, jsonForScript, securePage } from '../demo/html';
import { fontFaces } from './fonts';

/**
 * The lottery's pages: one HTML shell per view, brought to life by the browser app (web/main.ts,
 * bundled with esbuild when the vendor starts, with the shared lottery modules it imports, so the
 * results page verifies draws with the very code that drew them). Scripts and styles come from
 * /lotto-vendor/assets: the page's CSP needs no inline script.
 */

export const LOTTO_ASSET_PREFIX = '/lotto-vendor/assets';
const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

interface Asset {
  body: string;
  type: string;
  etag: string;
}
export type LottoAssets = ReadonlyMap<string, Asset>;

const asset = (name: string, body: string): [string, Asset] => [
  name,
  { body, type: TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream', etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` },
];

const webFile = (name: string) => fileURLToPath(new URL(`./web/${name}`, import.meta.url));

/** app.js (the bundled browser app) and app.css, built once at start. */
export async function buildLottoAssets(): Promise<LottoAssets> {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const bundle = await build({
    entryPoints: [webFile('main.ts')],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    write: false,
    logLevel: 'silent',
    alias: { '@shared': `${root}shared` },
  });
  const js = bundle.outputFiles[0]?.text ?? '';
  // The faces first: app.css names their families.
  const css = `${fontFaces()}\n${readFileSync(webFile('app.css'), 'utf8')}`;
  return new Map([asset('app.js', js), asset('app.css', css)]);
}

export function sendLottoAsset(request: FastifyRequest, reply: FastifyReply, found: Asset): FastifyReply {
  reply.header('Cache-Control', 'no-cache').header('ETag', found.etag).header('X-Content-Type-Options', 'nosniff');
  if (request.headers['if-none-match'] === found.etag) return reply.code(304).send();
  return reply.type(found.type).send(found.body);
}

export type LottoView = 'lobby' | 'betting' | 'results' | 'bets';

export interface PageOptions {
  lang: Language;
  theme: 'light' | 'dark' | null;
  sid: string;
  view: LottoView;
  game: string;
  /** Where "back" leads (the platform's page), when the launch named one. */
  backUrl?: string;
}

const HTML_LANG: Record<Language, string> = { EN: 'en', CN: 'zh-CN', TH: 'th' };
const TITLES: Record<Language, string> = { EN: 'Lottery', CN: '彩票', TH: 'หวย' };

/** The shell: the app reads its boot data from the JSON element and renders everything else. */
export function lottoPage(options: PageOptions): string {
  const theme = options.theme ? ` data-theme="${options.theme}"` : '';
  const boot = { sid: options.sid, view: options.view, game: options.game, lang: options.lang, backUrl: options.backUrl ?? null };
  return [
    `<!doctype html><html lang="${HTML_LANG[options.lang]}"${theme}><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<title>${escapeHtml(TITLES[options.lang])}</title><link rel="icon" href="data:,">`,
    `<link rel="stylesheet" href="${LOTTO_ASSET_PREFIX}/app.css"></head>`,
    `<body><div id="app" aria-live="polite"></div>`,
    `<script type="application/json" id="lotto-boot">${jsonForScript(boot)}</script>`,
    `<script type="module" src="${LOTTO_ASSET_PREFIX}/app.js"></script></body></html>`,
  ].join('');
}

const ERRORS: Record<Language, Record<string, string>> = {
  EN: { session_ended: 'This lottery session has ended. Open the lottery again from the site.', default: 'The lottery cannot open right now. Please try again.' },
  CN: { session_ended: '本次彩票会话已结束，请从网站重新打开彩票。', default: '彩票暂时无法打开，请稍后再试。' },
  TH: { session_ended: 'เซสชันหวยนี้สิ้นสุดแล้ว โปรดเปิดหวยอีกครั้งจากเว็บไซต์', default: 'ไม่สามารถเปิดหวยได้ในขณะนี้ โปรดลองอีกครั้ง' },
};

/** A translated dead end (ended session, bad launch), without any script. */
export function lottoErrorPage(lang: Language, code: string, theme: 'light' | 'dark' | null): string {
  const strings = ERRORS[lang];
  const message = strings[code] ?? strings.default ?? '';
  return [
    `<!doctype html><html lang="${HTML_LANG[lang]}"${theme ? ` data-theme="${theme}"` : ''}><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">',
    `<title>${escapeHtml(TITLES[lang])}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="${LOTTO_ASSET_PREFIX}/app.css"></head>`,
    `<body><main class="lotto-error"><h1 data-code="${escapeHtml(code)}">${escapeHtml(message)}</h1></main></body></html>`,
  ].join('');
}

/** The pages' own policy: the demo vendor's, plus fonts from this origin (fonts.ts). */
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** The demo vendor's page headers (no referrer, same-origin framing, no store) with this policy. */
export const secureLottoPage = (reply: FastifyReply): FastifyReply => securePage(reply, CSP);

export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return secureLottoPage(reply).code(status).type('text/html; charset=utf-8').send(html);
}
