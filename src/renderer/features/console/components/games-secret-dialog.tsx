import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleVendor } from '@shared/api/console-games';
import { Modal } from '@/components/modal';
import { copyText } from '@/lib/clipboard';
import { isApiError } from '@/lib/envelope';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { useRotateVendorSecretMutation } from '../api-games';
import { isInHouseUrl, launchUrlProblem, type LaunchUrlProblem } from '../games-allowlist';
import { DialogFooter } from './dialog-footer';
import { GamesLaunchUrlField } from './games-launch-url-field';

/** The new secret, once: a monospace box, a copy button and "I have stored it", which forgets it. */
function ShownSecret({ vendor, secret, onDone }: { vendor: ConsoleVendor; secret: string; onDone: () => void }) {
  const { t } = useTranslation('consoleGames');
  const dispatch = useAppDispatch();
  const labelId = useId();
  const copy = () => void copyText(secret).then(() => dispatch(toastShown({ key: 'consoleGames:integration.copied', tone: 'success' })));
  return (
    <div className="games-secret">
      <p className="form-alert form-alert--info" role="status">
        {t('integration.secretIntro', { vendor: vendor.name })}
      </p>
      <div className="games-secret__field" role="group" aria-labelledby={labelId}>
        <p className="form-field__label" id={labelId}>
          {t('integration.secretLabel')}
        </p>
        <code className="console-secret games-secret__value">{secret}</code>
      </div>
      <div className="form-actions">
        <button type="button" className="button button--ghost" onClick={copy}>
          {t('integration.copy')}
        </button>
        <button type="button" className="button button--primary" onClick={onDone}>
          {t('integration.stored')}
        </button>
      </div>
    </div>
  );
}

/**
 * A vendor's new shared secret. The operator is told what it breaks first; an in-house vendor needs
 * an outside https launch URL in the same step. The secret lives only in this dialog's state: the
 * mutation is reset as soon as it answers, and closing the dialog forgets it.
 */
export function GamesSecretDialog({ token, vendor, onClose }: { token: string; vendor: ConsoleVendor; onClose: () => void }) {
  const { t } = useTranslation(['consoleGames', 'errors']);
  const inHouse = isInHouseUrl(vendor.integration?.launchUrl ?? null);
  const [launchUrl, setLaunchUrl] = useState('');
  const [problem, setProblem] = useState<LaunchUrlProblem | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [rotate, call] = useRotateVendorSecretMutation();
  const [error, setError] = useState<unknown>(null);
  const title = t('integration.rotateTitle', { vendor: vendor.name });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const url = launchUrl.trim();
    const urlProblem = inHouse ? launchUrlProblem(url, { outside: true }) : null;
    setProblem(urlProblem);
    if (urlProblem) return;
    setError(null);
    const request = rotate({ token, code: vendor.code, ...(inHouse ? { launchUrl: url } : {}) });
    try {
      setSecret((await request.unwrap()).secret);
    } catch (failure) {
      setError(failure);
    } finally {
      // The answer (and the secret in it) leaves the store at once: only this dialog's state holds it.
      request.reset();
    }
  };

  const close = () => {
    setSecret(null);
    onClose();
  };

  if (secret !== null) {
    return (
      <Modal title={title} onClose={close} size="md">
        <ShownSecret vendor={vendor} secret={secret} onDone={close} />
      </Modal>
    );
  }
  const inHouseRefusal = isApiError(error) && error.code === 'vendor_in_house';
  const urlError = problem ? t(`integration.problem.${problem}`) : inHouse && inHouseRefusal ? t('errors:vendor_in_house') : null;
  return (
    <Modal title={title} onClose={close} size="md">
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="games-dialog__text">{t('integration.rotateIntro', { vendor: vendor.name })}</p>
        {inHouse ? (
          <>
            <p className="form-alert form-alert--info">{t('integration.rotateInHouse', { vendor: vendor.name })}</p>
            <GamesLaunchUrlField
              label={t('integration.newLaunchUrl')}
              hint={t('integration.newLaunchUrlHint')}
              error={urlError}
              required
              placeholder="https://"
              value={launchUrl}
              onChange={(value) => {
                setLaunchUrl(value);
                setProblem(null);
                setError(null);
              }}
            />
          </>
        ) : null}
        <DialogFooter error={error} errorShownByField={Boolean(urlError)} onCancel={close} submitLabel={t('integration.rotateConfirm')} submitTone="danger" busy={call.isLoading} />
      </form>
    </Modal>
  );
}
