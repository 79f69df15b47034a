import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MEMBER_PAGES, type MemberPage } from '@shared/routes';
import { PreparingNotice } from '@/components/preparing-notice';
import { MemberNav } from '@/features/member/components/member-nav';
import { SecurityCenter } from '@/features/member/components/security-center';

function isMemberPage(value: string | undefined): value is MemberPage {
  return (MEMBER_PAGES as readonly string[]).includes(value ?? '');
}

/** Personal centre shell: page navigation plus the (being prepared) page. */
export default function MemberCentreRoute() {
  const { t } = useTranslation('member');
  const { page } = useParams();
  const current: MemberPage = isMemberPage(page) ? page : MEMBER_PAGES[0];
  return (
    <div className="page centre">
      <MemberNav current={current} />
      <div className="centre__content">
        {current === 'securityCenter' ? <SecurityCenter /> : <PreparingNotice heading={t(`pages.${current}`)} />}
      </div>
    </div>
  );
}
