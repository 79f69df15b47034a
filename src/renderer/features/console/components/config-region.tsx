import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { TextAreaField } from '@/components/text-area-field';
import { CheckField, LocalTexts, type SectionProps } from './config-fields';

/** Region blocking: countries and addresses turned away, addresses always let through, and what the blocked see. */
export function ConfigRegion({ value, onChange, problem }: SectionProps<'regionBlock'>) {
  const { t } = useTranslation('consoleContent');
  return (
    <div className="config-stack">
      <CheckField label={t('config.region.enabled')} checked={value.enabled} onChange={(enabled) => onChange({ ...value, enabled })} />
      <div>
        <FormField label={t('config.region.countries')} value={value.countries} error={problem('regionBlock.countries')} onChange={(countries) => onChange({ ...value, countries })} />
        <p className="form-hint config-hint">{t('config.region.countriesHint')}</p>
      </div>
      <div className="config-grid config-grid--wide">
        <TextAreaField label={t('config.region.addresses')} hint={t('config.addressHint')} value={value.addresses} error={problem('regionBlock.addresses')} onChange={(addresses) => onChange({ ...value, addresses })} />
        <TextAreaField label={t('config.region.allowList')} hint={t('config.addressHint')} value={value.allowList} error={problem('regionBlock.allowList')} onChange={(allowList) => onChange({ ...value, allowList })} />
      </div>
      <LocalTexts label={t('config.region.message')} value={value.message} onChange={(message) => onChange({ ...value, message })} />
    </div>
  );
}
