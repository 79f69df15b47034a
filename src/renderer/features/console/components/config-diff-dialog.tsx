import { useTranslation } from 'react-i18next';
import type { ConfigChange } from '@shared/api/console-config';
import { ErrorAlert } from '@/components/error-alert';
import { Modal } from '@/components/modal';
import { isApiError } from '@/lib/envelope';
import { changedEntries, valueText, type DiffWords } from '../config-diff-text';

interface DiffDialogProps {
  changes: readonly ConfigChange[];
  currency: string;
  decimals: number;
  saving: boolean;
  /** The refused save, if it was refused. */
  error: unknown;
  onSave: () => void;
  onReload: () => void;
  onClose: () => void;
}

/** A path as the operator reads it: its section and field names, the raw path beside them. */
function PathLabel({ path }: { path: string }) {
  const { t } = useTranslation('consoleContent');
  const [section = '', field = ''] = path.split('.');
  const sectionName = t(`config.section.${section}`, { defaultValue: section });
  const fieldName = field ? t(`config.path.${section}.${field}`, { defaultValue: field }) : '';
  return (
    <span className="config-diff__path">
      <strong>{fieldName ? `${sectionName} · ${fieldName}` : sectionName}</strong>
      <code>{path}</code>
    </span>
  );
}

/** The changes the server worked out, before and after each, then Save; a conflict offers to reload instead. */
export function ConfigDiffDialog({ changes, currency, decimals, saving, error, onSave, onReload, onClose }: DiffDialogProps) {
  const { t } = useTranslation(['consoleContent', 'common']);
  const words: DiffWords = { on: t('config.on'), off: t('config.off'), none: t('config.none'), currency, decimals };
  const conflict = isApiError(error) && error.code === 'conflict';
  return (
    <Modal title={t('config.review.title')} onClose={onClose} size="lg">
      <div className="config-diff">
        <p className="console-muted config-diff__intro">{t('config.review.intro', { count: changes.length })}</p>
        <table className="config-diff__table">
          <thead>
            <tr>
              <th scope="col">{t('config.review.path')}</th>
              <th scope="col">{t('config.review.before')}</th>
              <th scope="col">{t('config.review.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => {
              const narrowed = changedEntries(change.before, change.after);
              const before = narrowed ? narrowed.before : change.before;
              const after = narrowed ? narrowed.after : change.after;
              return (
                <tr key={change.path}>
                  <th scope="row">
                    <PathLabel path={change.path} />
                  </th>
                  <td data-label={t('config.review.before')} className="config-diff__before">
                    {valueText(change.path, before, words)}
                  </td>
                  <td data-label={t('config.review.after')} className="config-diff__after">
                    {valueText(change.path, after, words)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {conflict ? (
          <p className="form-alert" role="alert">
            {t('config.review.conflict')}
          </p>
        ) : (
          <ErrorAlert error={error} />
        )}
        <div className="form-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {conflict ? t('common:cancel') : t('config.review.back')}
          </button>
          {conflict ? (
            <button type="button" className="button button--primary" onClick={onReload}>
              {t('config.review.reload')}
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={onSave} disabled={saving}>
              {t('config.review.save')}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
