import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Page = ({ name }: { name: string }) => createElement('p', null, `page ${name}`);
const inSuspense = (child: ReturnType<typeof createElement>) => renderToString(createElement(Suspense, { fallback: createElement('i', null, 'loading') }, child));

describe('a lazy component that can be preloaded', () => {
  it('draws its fallback when its chunk is not in yet, as React.lazy does', () => {
    const Lazy = preloadable(() => new Promise<{ default: typeof Page }>(() => undefined));
    expect(inSuspense(createElement(Lazy, { name: 'a' }))).toContain('loading');
  });

  it('draws at once, without its fallback, once preload() has finished', async () => {
    const Lazy = preloadable(() => Promise.resolve({ default: Page }));
    await Lazy.preload();
    const html = inSuspense(createElement(Lazy, { name: 'b' }));
    expect(html).toContain('page b');
    expect(html).not.toContain('loading');
  });

  it('fetches its chunk once, however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const Lazy = preloadable(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    inSuspense(createElement(Lazy, { name: 'c' }));
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed fetch (a dropped connection) a later preload tries again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue({ default: Page });
    const Lazy = preloadable(load);
    await expect(Lazy.preload()).rejects.toThrow('network');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(inSuspense(createElement(Lazy, { name: 'd' }))).toContain('page d');
  });
});
