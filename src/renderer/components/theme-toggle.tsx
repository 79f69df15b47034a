import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import { applyTheme } from '@/lib/theme';
import { themeChanged } from '@/lib/ui';
import { Icon } from './icons';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useAppSelector((state) => state.ui.theme);
  const dispatch = useAppDispatch();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={next === 'dark' ? t('theme.toDark') : t('theme.toLight')}
      onClick={() => {
        applyTheme(next);
        dispatch(themeChanged(next));
      }}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
