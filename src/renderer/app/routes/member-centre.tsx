import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MEMBER_PAGES, type MemberPage } from '@shared/routes';
import { PreparingNotice } from '@/components/preparing-notice';
import { MemberNav } from '@/features/member/components/member-nav';
import { Suspense } from 'react';
import { PageLoader } from '@/components/page-loader';
import { MEMBER_PAGE_COMPONENTS } from './member-pages';
import { addMessages } from '@/lib/i18n/i18n';
import { CENTRE_LOADERS } from '../i18n-bundle';

// The centres' own namespaces (agent, records) come with this chunk, not with home's.
await addMessages(CENTRE_LOADERS);

function isMemberPage(value: string | undefined): value is MemberPage {
  return (MEMBER_PAGES as readonly string[]).includes(value ?? '');
}

/** Personal centre shell: page navigation plus the chosen page (or its "being prepared" notice). */
export default function MemberCentreRoute() {
  const { t } = useTranslation('member');
  const { page } = useParams();
  const current: MemberPage = isMemberPage(page) ? page : MEMBER_PAGES[0];
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
