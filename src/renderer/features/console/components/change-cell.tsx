import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@shared/api/console';
import { compactJson, fullJson } from '../change-text';

/** Before and after of an entry: one compact line each, expandable to the whole JSON. */
export function ChangeCell({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(false);
  const before = compactJson(entry.before);
  const after = compactJson(entry.after);
  if (!before && !after) return <span className="console-muted">{t('audit.noChange')}</span>;
  const detailsId = `audit-change-${entry.id}`;
  return (
    <div className="audit-change">
      {open ? (
        <div id={detailsId} className="audit-change__full">
          {before ? <ChangeBlock label={t('audit.before')} text={fullJson(entry.before)} /> : null}
          {after ? <ChangeBlock label={t('audit.after')} text={fullJson(entry.after)} /> : null}
        </div>
      ) : (
        <div className="audit-change__compact">
          {before ? <ChangeLine label={t('audit.before')} text={before} /> : null}
          {after ? <ChangeLine label={t('audit.after')} text={after} /> : null}
        </div>
      )}
      <button type="button" className="link-button audit-change__toggle" aria-expanded={open} aria-controls={open ? detailsId : undefined} onClick={() => setOpen((on) => !on)}>
        {open ? t('audit.collapse') : t('audit.expand')}
        <span className="visually-hidden">{t('audit.ofEntry', { id: entry.id })}</span>
      </button>
    </div>
  );
}

function ChangeLine({ label, text }: { label: string; text: string }) {
  return (
    <p className="audit-change__line">
      <span className="audit-change__label">{label}</span> <code>{text}</code>
    </p>
  );
}

function ChangeBlock({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <p className="audit-change__label">{label}</p>
      <pre className="audit-change__json">{text}</pre>
    </div>
  );
}
