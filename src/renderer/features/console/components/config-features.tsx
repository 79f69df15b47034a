import { useTranslation } from 'react-i18next';
import type { FeatureFlags } from '@shared/api/system';
import { CheckField, type SectionProps } from './config-fields';

/** The merchant's feature flags, one switch each. */
export function ConfigFeatures({ value, onChange }: SectionProps<'features'>) {
  const { t } = useTranslation('consoleContent');
  const flags = Object.keys(value) as (keyof FeatureFlags)[];
  return (
    <div className="config-checks">
      {flags.map((flag) => (
        <CheckField key={flag} label={t(`config.features.${flag}`, { defaultValue: flag })} checked={value[flag]} onChange={(checked) => onChange({ ...value, [flag]: checked })} />
      ))}
    </div>
  );
}
