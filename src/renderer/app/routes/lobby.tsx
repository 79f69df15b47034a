import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@shared/routes';
import { PreparingNotice } from '@/components/preparing-notice';

/** Game centre and game list pages of one category (filled by the lobby issue). */
export default function LobbyRoute({ route }: { route: RouteDef }) {
  const { t } = useTranslation('games');
  return (
    <div className="page">
      <PreparingNotice heading={t(`categories.${route.category ?? 'HOME'}`)} />
    </div>
  );
}
