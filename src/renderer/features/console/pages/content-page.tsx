import { useOutletContext, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MeAnswer } from '@shared/api/console';
import { Tabs } from '@/components/tabs';
import { useConsoleSession } from '../console-session';
import { ConsolePageHead } from '../components/console-page-head';
import { ContentBannersPanel } from '../components/content-banners-panel';
import { ContentHelpPanel } from '../components/content-help-panel';
import { ContentNoticesPanel } from '../components/content-notices-panel';
import { ContentPopupsPanel } from '../components/content-popups-panel';
import { operatorMay } from '../nav-items';
import '../content.css';
import '../content-notices.css';

const TABS = ['banners', 'notices', 'popups', 'help'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (value: string | null): Tab => TABS.find((tab) => tab === value) ?? 'banners';
const INTRO: Record<Tab, string> = { banners: 'intro', notices: 'notices.intro', popups: 'popups.intro', help: 'help.intro' };

/**
 * /console/content: what the site says to players — banners per group, the home notice line's
 * notices, announcement popups and the help centre — each with a preview of how the site shows
 * it. Viewing needs `read`; adding, changing and removing need content.manage. The site shows a
 * change at once. The tab is in the address (?tab=notices), so a link or a reload keeps it.
 */
export function ContentPage() {
  const { t } = useTranslation('consoleContent');
  const { operator } = useOutletContext<MeAnswer>();
  const { token } = useConsoleSession();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const mayManage = operatorMay(operator, 'content.manage');
  const panel = { token: token ?? '', mayManage };

  return (
    <div className="console-page content-page">
      <ConsolePageHead title={t('heading')} lines={[t(INTRO[tab]), !mayManage && t('readOnly')]} />
      <Tabs label={t('tabs.label')} value={tab} onChange={(next) => setParams(next === 'banners' ? {} : { tab: next }, { replace: true })} items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))} />
      {token ? (
        <>
          {tab === 'banners' ? <ContentBannersPanel {...panel} /> : null}
          {tab === 'notices' ? <ContentNoticesPanel {...panel} /> : null}
          {tab === 'popups' ? <ContentPopupsPanel {...panel} /> : null}
          {tab === 'help' ? <ContentHelpPanel {...panel} /> : null}
        </>
      ) : null}
    </div>
  );
}
