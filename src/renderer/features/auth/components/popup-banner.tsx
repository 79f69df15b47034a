import type { BannerGroup } from '@shared/constants';
import { useBannersQuery } from '@/lib/config-api';
import { useLanguage } from '@/lib/i18n/i18n';

/** The optional banner on top of an account popup (groups w_login, w_reg, w_forget): shown only when configured. */
export function PopupBanner({ group }: { group: Extract<BannerGroup, 'w_login' | 'w_reg' | 'w_forget'> }) {
  const language = useLanguage();
  const { data } = useBannersQuery({ groupName: group, language });
  const banner = data?.list[0];
  if (!banner) return null;
  // Fixed intrinsic size (the seed's art is 800x240) so the popup does not jump when the image arrives.
  return <img className="popup-banner" src={banner.url} alt={banner.title} width={800} height={240} />;
}
