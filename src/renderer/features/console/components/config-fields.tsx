import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/text-area-field';
import type { ConfigDraft } from '../config-draft';
import type { LocalText } from '../config-sections';

/** What every section form gets: its part of the draft, a way to change it, and each field's translated problem. */
export interface SectionProps<K extends keyof ConfigDraft> {
  value: ConfigDraft[K];
  onChange: (next: ConfigDraft[K]) => void;
  problem: (path: string) => string | null;
}

/** A switch of the configuration: a labelled checkbox, with a hint under it when it needs one. */
export function CheckField({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: string }) {
  return (
    <label className="config-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {label}
        {hint ? <span className="config-check__hint">{hint}</span> : null}
      </span>
    </label>
  );
}

/** A text the site shows in each language (maintenance notice, region-block message). */
export function LocalTexts({ label, value, onChange }: { label: string; value: LocalText; onChange: (next: LocalText) => void }) {
  const { t } = useTranslation('consoleContent');
  return (
    <fieldset className="config-group">
      <legend className="config-group__legend">{label}</legend>
      <div className="config-grid config-grid--wide">
        {(['EN', 'CN', 'TH'] as const).map((language) => (
          <TextAreaField key={language} label={t(`config.language.${language}`)} value={value[language]} maxLength={2000} onChange={(text) => onChange({ ...value, [language]: text })} />
        ))}
      </div>
    </fieldset>
  );
}
