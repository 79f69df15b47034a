import { describe, expect, it } from 'vitest';
import { toggledIds } from './favourite-list';

describe('toggledIds', () => {
  it('adds once and removes', () => {
    expect(toggledIds(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggledIds(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(toggledIds(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggledIds([], 'a', false)).toEqual([]);
  });
});
