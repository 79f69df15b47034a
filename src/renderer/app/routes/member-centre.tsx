import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PreparingNotice } from '@/components/preparing-notice';
import { MemberNav } from '@/features/member/components/member-nav';
import { Suspense } from 'react';
import { PageLoader } from '@/components/page-loader';
import { MEMBER_PAGE_COMPONENTS, memberPageOf } from './member-pages';

// The first screen fetches the page an address names before the app's first render (app/first-screen.ts).
export { preloadMemberPage as preloadPage } from './member-pages';
import { addMessages } from '@/lib/i18n/i18n';
import { CENTRE_LOADERS } from '../i18n-bundle';

// The centres' own namespaces (agent, records) come with this chunk, not with home's.
await addMessages(CENTRE_LOADERS);

/** Personal centre shell: page navigation plus the chosen page (or its "being prepared" notice). */
export default function MemberCentreRoute() {
  const { t } = useTranslation('member');
  const { page } = useParams();
  const current = memberPageOf(page);
  const Page = MEMBER_PAGE_COMPONENTS[current];
  return (
    <div className="page centre">
      <MemberNav current={current} />
      <div className="centre__content">
        {Page ? (
          <Suspense fallback={<PageLoader />}>
            <Page />
          </Suspense>
        ) : (
          <PreparingNotice heading={t(`pages.${current}`)} />
        )}
      </div>
    </div>
  );
}
