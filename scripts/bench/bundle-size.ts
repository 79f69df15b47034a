import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoadJs {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/**
 * The JavaScript the home route loads before anything else: the entry `<script type="module" src>`
 * and every `<link rel="modulepreload">` of the built index.html, each gzipped at level 9.
 */
export function firstLoadJs(webDist: string): FirstLoadJs {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const sources = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/giu) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'iu').exec(tag)?.[1];
    const isEntry = tag.toLowerCase().startsWith('<script') && attr('type') === 'module' && attr('src');
    const isPreload = tag.toLowerCase().startsWith('<link') && attr('rel') === 'modulepreload' && attr('href');
    const source = isEntry ? attr('src') : isPreload ? attr('href') : undefined;
    if (source && !/^(https?:)?\/\//u.test(source)) sources.add(source.replace(/^\.?\//u, ''));
  }
  const files = [...sources].map((file) => ({
    file,
    gzipBytes: gzipSync(fs.readFileSync(path.join(webDist, file)), { level: 9 }).length,
  }));
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
