import { useTranslation } from 'react-i18next';
import { MEMBER_PAGES, type MemberPage } from '@shared/routes';
import { CentreNav } from '@/components/centre-nav';

/** The personal centre's page navigation (spec section 2; default securityCenter). */
export function MemberNav({ current }: { current: MemberPage }) {
  const { t } = useTranslation('member');
  const items = MEMBER_PAGES.map((page) => ({ key: page, to: `/member/${page}`, label: t(`pages.${page}`) }));
  return <CentreNav label={t('centre')} items={items} current={current} />;
}
