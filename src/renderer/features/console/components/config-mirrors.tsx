import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import type { SectionProps } from './config-fields';

/** The mirror domains players are sent to, by priority; added and removed here, saved as a whole list. */
export function ConfigMirrors({ value, onChange, problem }: SectionProps<'mirrors'>) {
  const { t } = useTranslation('consoleContent');
  const set = (index: number, next: Partial<(typeof value)[number]>) => onChange(value.map((mirror, i) => (i === index ? { ...mirror, ...next } : mirror)));
  return (
    <div className="config-mirrors">
      {value.length === 0 ? <p className="console-muted">{t('config.mirrors.none')}</p> : null}
      <ol className="config-mirrors__list">
        {value.map((mirror, index) => (
          <li key={index} className="config-mirrors__row">
            <FormField label={t('config.mirrors.domain', { n: index + 1 })} value={mirror.domain} error={problem(`mirrors.${index}.domain`)} onChange={(domain) => set(index, { domain })} />
            <FormField label={t('config.mirrors.priority')} inputMode="numeric" value={mirror.priority} error={problem(`mirrors.${index}.priority`)} onChange={(priority) => set(index, { priority })} />
            <button type="button" className="button button--danger config-mirrors__remove" onClick={() => onChange(value.filter((_m, i) => i !== index))}>
              {t('config.mirrors.remove')}
              <span className="visually-hidden"> {mirror.domain}</span>
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--ghost" onClick={() => onChange([...value, { domain: '', priority: String(value.length + 1) }])}>
        {t('config.mirrors.add')}
      </button>
      <p className="form-hint config-hint">{t('config.mirrors.hint')}</p>
    </div>
  );
}
