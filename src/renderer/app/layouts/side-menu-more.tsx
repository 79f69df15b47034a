import { LanguageSwitcher } from '@/components/language-switcher';
import { ThemeToggle } from '@/components/theme-toggle';
import { AppDownload } from '@/features/system/components/app-download';
import { CustomerServiceAccordion } from '@/features/system/components/customer-service-accordion';
import { Licences } from '@/features/system/components/licences';
import { OfficialChannels } from '@/features/system/components/official-channels';
import { SocialLinks } from '@/features/system/components/social-links';

/**
 * The side menu's lower sections: app QR, customer service, licences, channels and settings.
 * They sit below the first screen of the desktop column and inside a closed drawer on phones,
 * so they are their own chunk (side-menu.tsx loads it).
 */
export default function SideMenuMore() {
  return (
    <>
      <AppDownload />
      <CustomerServiceAccordion />
      <Licences />
      <OfficialChannels />
      <div className="side-section">
        <SocialLinks />
      </div>
      <div className="side-section side-menu__settings">
        <LanguageSwitcher />
        {/* Phones: the header has no room for the theme button, so it lives here. */}
        <div className="side-menu__theme">
          <ThemeToggle />
        </div>
      </div>
    </>
  );
}
