import { useTranslation } from 'react-i18next';
import { PreparingNotice } from '@/components/preparing-notice';

type FramePage = 'pointMall' | 'favorite' | 'recent' | 'agentLogin';

/** A titled page whose content a later issue fills. */
export function SimplePage({ page }: { page: FramePage }) {
  const { t } = useTranslation('frame');
  return (
    <div className="page">
      <PreparingNotice heading={t(`pages.${page}`)} />
    </div>
  );
}
