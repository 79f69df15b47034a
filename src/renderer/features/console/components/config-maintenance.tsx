import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { TextAreaField } from '@/components/text-area-field';
import { localTimeZone } from '@shared/date-range';
import { CheckField, LocalTexts, type SectionProps } from './config-fields';

/** Maintenance: on now, or a window (in the operator's zone); the notice players see; addresses that still get through. */
export function ConfigMaintenance({ value, onChange, problem }: SectionProps<'maintenance'>) {
  const { t } = useTranslation('consoleContent');
  return (
    <div className="config-stack">
      <CheckField label={t('config.maintenance.enabled')} hint={t('config.maintenance.enabledHint')} checked={value.enabled} onChange={(enabled) => onChange({ ...value, enabled })} />
      <fieldset className="config-group">
        <legend className="config-group__legend">{t('config.maintenance.window', { zone: localTimeZone() })}</legend>
        <div className="config-grid">
          <FormField label={t('config.maintenance.start')} type="datetime-local" value={value.start} error={problem('maintenance.start')} onChange={(start) => onChange({ ...value, start })} />
          <FormField label={t('config.maintenance.end')} type="datetime-local" value={value.end} error={problem('maintenance.end')} onChange={(end) => onChange({ ...value, end })} />
        </div>
        <p className="form-hint config-hint">{t('config.maintenance.windowHint')}</p>
      </fieldset>
      <LocalTexts label={t('config.maintenance.info')} value={value.info} onChange={(info) => onChange({ ...value, info })} />
      <TextAreaField label={t('config.maintenance.allowList')} hint={t('config.addressHint')} value={value.allowList} error={problem('maintenance.allowList')} onChange={(allowList) => onChange({ ...value, allowList })} />
    </div>
  );
}
