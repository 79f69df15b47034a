import type { Banner } from '@shared/api/system';

export type BannerTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'game'; nodeId: string }
  | { kind: 'none' };

/** What pressing a banner does, from its linkage type (NONE, URL, GAME, PROMO). */
export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'linkage'>): BannerTarget {
  const linkage = banner.linkage.trim();
  if (!linkage) return { kind: 'none' };
  switch (banner.linkageType) {
    case 'URL':
      if (linkage.startsWith('/') && !linkage.startsWith('//')) return { kind: 'route', to: linkage };
      return /^https:\/\//iu.test(linkage) ? { kind: 'external', href: linkage } : { kind: 'none' };
    case 'PROMO':
      return { kind: 'route', to: `/promotions?code=${encodeURIComponent(linkage)}` };
    case 'GAME':
      return { kind: 'game', nodeId: linkage };
    default:
      return { kind: 'none' };
  }
}
