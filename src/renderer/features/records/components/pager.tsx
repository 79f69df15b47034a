import { useTranslation } from 'react-i18next';
import { Pager as SharedPager } from '@/components/pager';
import { pageCount } from '../format';

/** Previous / next with "page x of y · n records". */
export function Pager({ page, size, total, onPage }: { page: number; size: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('records');
  const pages = pageCount(total, size);
  const text = { label: t('pager.label'), previous: t('pager.previous'), next: t('pager.next'), position: t('pager.position', { page: String(page), pages: String(pages), total: String(total) }) };
  return <SharedPager page={page} pages={pages} onChange={onPage} text={text} />;
}
