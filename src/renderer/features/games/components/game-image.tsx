import { useState } from 'react';
import { DEFAULT_GAME_IMAGE } from '../default-image';

/**
 * A game icon with a fixed intrinsic size (no layout shift), loaded lazily, falling back to the
 * default image when it fails. Callers key it by src so a new game starts without the fallback.
 */
export function GameImage({ src, alt = '', size = 200, eager = false }: { src: string; alt?: string; size?: number; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="game-image"
      src={failed || !src ? DEFAULT_GAME_IMAGE : src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
