import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy';

describe('content security policy', () => {
  it('hashes inline scripts only', () => {
    const body = "\n  (function () { document.documentElement.dataset.x = '1'; })();\n";
    const html = `<head><script>${body}</script><script type="module" src="./assets/a.js"></script></head>`;
    const expected = `sha256-${createHash('sha256').update(body).digest('base64')}`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
  });

  it('allows scripts from self and the given hashes, nothing inline or eval', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ['sha256-abc'], connectOrigins: ['https://m1.example.com'] });
    expect(csp).toContain("script-src 'self' 'sha256-abc';");
    expect(csp).toContain("connect-src 'self' https://m1.example.com;");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/u);
    expect(csp).toContain("object-src 'none'");
  });
});
