import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appPolicy, inlineBlocks, inlineHashes, serializePolicy, sha256Source } from './content-security-policy';

const nodeHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('content security policy', () => {
  it('finds inline scripts and styles, never scripts with src', () => {
    const script = "\n  (function () { document.documentElement.dataset.x = 'é'; })();\n";
    const style = '\n body { margin: 0; }\n';
    const html = `<head><script>${script}</script><style>${style}</style><script type="module" src="./assets/a.js"></script></head>`;
    expect(inlineBlocks(html)).toEqual({ scripts: [script], styles: [style] });
  });

  it('hashes as the browser does (UTF-8, base64 sha256)', async () => {
    const text = "d.setAttribute('lang', 'ไทย');";
    expect(await sha256Source(text)).toBe(nodeHash(text));
    const hashes = await inlineHashes(`<script>${text}</script><style>p{}</style>`);
    expect(hashes).toEqual({ scriptHashes: [nodeHash(text)], styleHashes: [nodeHash('p{}')] });
  });

  it('allows scripts from self and the given hashes only, and no framing', () => {
    const csp = serializePolicy(appPolicy({ scriptHashes: ["'sha256-abc'"], styleHashes: ["'sha256-def'"], connectOrigins: ['https://m1.example.com'] }));
    expect(csp).toContain("script-src 'self' 'sha256-abc';");
    expect(csp).toContain("style-src-elem 'self' 'sha256-def';");
    expect(csp).toContain("connect-src 'self' https://m1.example.com;");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/u);
    expect(csp).not.toMatch(/style-src(-elem)?\s[^;]*'unsafe-inline'/u);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'self' https:");
  });
});
