import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MeAnswer } from '@shared/api/console';
import { ErrorAlert } from '@/components/error-alert';
import { Tabs } from '@/components/tabs';
import { useWhitelabelQuery } from '@/lib/config-api';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useConsoleConfigQuery } from '../api-content';
import { useConsoleSession } from '../console-session';
import { SECTION_ORDER, type SectionKey } from '../config-sections';
import { useConfigEditor } from '../config-editor';
import { ConfigCashier } from '../components/config-cashier';
import { ConfigDiffDialog } from '../components/config-diff-dialog';
import { ConfigFeatures } from '../components/config-features';
import { ConfigMaintenance } from '../components/config-maintenance';
import { ConfigMirrors } from '../components/config-mirrors';
import { ConfigRegion } from '../components/config-region';
import { ConfigRegister } from '../components/config-register';
import { ConsolePageHead } from '../components/console-page-head';
import { LoadFailure } from '../components/load-failure';
import { operatorMay } from '../nav-items';
import '../content.css';

/**
 * /console/config: the merchant's feature flags, registration, maintenance, region blocking,
 * mirrors and cashier limits. Edits are checked here, reviewed as the server's diff, and saved over
 * the version they were made on (config.manage); the site uses a saved change at once.
 */
export function ConfigPage() {
  const { t } = useTranslation(['consoleContent', 'common']);
  const { operator } = useOutletContext<MeAnswer>();
  const { token } = useConsoleSession();
  const dispatch = useAppDispatch();
  const whitelabel = useWhitelabelQuery().data;
  const decimals = whitelabel?.currency.decimals ?? 2;
  const currency = whitelabel?.currency.code ?? '';
  const { data, error, refetch } = useConsoleConfigQuery({ token: token ?? '' }, { skip: !token, refetchOnMountOrArgChange: true });
  const editor = useConfigEditor(token ?? '', decimals);
  const [tab, setTab] = useState<SectionKey>('features');
  const mayManage = operatorMay(operator, 'config.manage');
  const { editing, problems } = editor;

  const { unreadable } = editor;
  // The forms start from the first answer (once the currency is known); later answers wait for a reload.
  if (data && whitelabel && !editing && !unreadable) editor.load(data);

  const reload = async () => {
    editor.closeReview();
    const fresh = await refetch().unwrap().catch(() => null);
    if (fresh) editor.load(fresh);
  };
  const startReview = async () => {
    const problemAt = await editor.startReview();
    if (problemAt) setTab(problemAt);
  };
  const problem = (path: string) => {
    const found = problems[path];
    return found ? t(`config.problem.${found.key}`, found.values) : null;
  };
  const marks = (section: SectionKey) => {
    const bad = Object.keys(problems).some((path) => path.startsWith(`${section}.`));
    return `${t(`config.section.${section}`)}${bad ? ' ⚠' : editor.dirty(section) ? ' •' : ''}`;
  };
  const changedCount = SECTION_ORDER.filter((section) => editor.dirty(section)).length;

  return (
    <div className="console-page config-page">
      <ConsolePageHead title={t('config.heading')} lines={[t('config.intro'), !mayManage && t('config.readOnly')]} />
      {error ? <LoadFailure intro={t('config.loadFailed')} error={error} onRetry={() => void refetch()} /> : null}
      {unreadable ? <p className="form-alert">{t('config.unreadable')}</p> : null}
      {!editing && !error && !unreadable ? <p className="console-muted">{t('common:loading')}</p> : null}
      {editing ? (
        <>
          <Tabs label={t('config.sections')} value={tab} onChange={setTab} items={SECTION_ORDER.map((key) => ({ key, label: marks(key) }))} />
          <form
            className="config-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void startReview();
            }}
          >
            <fieldset className="config-panel" disabled={!mayManage}>
              <legend className="config-panel__title">{t(`config.section.${tab}`)}</legend>
              <p className="console-muted config-panel__intro">{t(`config.sectionIntro.${tab}`)}</p>
              {tab === 'features' ? <ConfigFeatures value={editing.draft.features} onChange={(v) => editor.change('features', v)} problem={problem} /> : null}
              {tab === 'register' ? <ConfigRegister value={editing.draft.register} onChange={(v) => editor.change('register', v)} problem={problem} /> : null}
              {tab === 'maintenance' ? <ConfigMaintenance value={editing.draft.maintenance} onChange={(v) => editor.change('maintenance', v)} problem={problem} /> : null}
              {tab === 'regionBlock' ? <ConfigRegion value={editing.draft.regionBlock} onChange={(v) => editor.change('regionBlock', v)} problem={problem} /> : null}
              {tab === 'mirrors' ? <ConfigMirrors value={editing.draft.mirrors} onChange={(v) => editor.change('mirrors', v)} problem={problem} /> : null}
              {tab === 'cashier' ? <ConfigCashier value={editing.draft.cashier} onChange={(v) => editor.change('cashier', v)} problem={problem} currency={currency} /> : null}
            </fieldset>
            {mayManage ? (
              <div className="config-actions">
                <p className="config-actions__state" role="status">
                  {editor.nothing ? t('config.nothingChanged') : problems._ ? t('config.problem.server') : changedCount === 0 ? t('config.noChanges') : t('config.changedSections', { count: changedCount })}
                </p>
                <ErrorAlert error={Object.keys(problems).length === 0 ? editor.diffError : null} />
                <button type="button" className="button button--ghost" disabled={changedCount === 0} onClick={() => data && editor.load(data)}>
                  {t('config.discard')}
                </button>
                <button type="submit" className="button button--primary" disabled={editor.reviewing}>
                  {t('config.reviewChanges')}
                </button>
              </div>
            ) : null}
          </form>
        </>
      ) : null}
      {editor.review ? (
        <ConfigDiffDialog
          changes={editor.review.changes}
          currency={currency}
          decimals={decimals}
          saving={editor.saving}
          error={editor.saveError}
          onClose={editor.closeReview}
          onReload={() => void reload()}
          onSave={() =>
            void editor.confirmSave().then((saved) => {
              if (saved) dispatch(toastShown({ key: 'consoleContent:config.saved', tone: 'success' }));
            })
          }
        />
      ) : null}
    </div>
  );
}
