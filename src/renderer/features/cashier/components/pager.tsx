import { useTranslation } from 'react-i18next';
import { Pager as SharedPager } from '@/components/pager';

/** Previous / next with "Page 2 of 5"; hidden when everything fits on one page. */
export function Pager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('cashier');
  if (pages <= 1) return null;
  const text = { label: t('common.pages'), previous: t('common.previous'), next: t('common.next'), position: t('common.pageOf', { page, pages }) };
  return <SharedPager page={page} pages={pages} onChange={onChange} text={text} />;
}
