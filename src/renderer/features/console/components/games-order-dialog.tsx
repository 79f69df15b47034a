import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleGame } from '@shared/api/console-games';
import { ErrorAlert } from '@/components/error-alert';
import { FieldFrame } from '@/components/form-field';
import { Modal } from '@/components/modal';
import type { GameChanges } from '../games-changes';
import { SORT_MAX, sortOrderOf } from '../games-sort';

/** A game's lobby order, typed and checked here as the server checks it; saved once, never retried. */
export function GamesOrderDialog({ game, changes, onClose }: { game: ConsoleGame; changes: GameChanges; onClose: () => void }) {
  const { t } = useTranslation(['consoleGames', 'common']);
  const [text, setText] = useState(String(game.sort));
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sort = sortOrderOf(text);
    if (sort === null) {
      setInvalid(true);
      return;
    }
    if (sort === game.sort) {
      onClose();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await changes.order(game, sort);
      onClose();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <Modal title={t('order.title', { game: game.name })} onClose={onClose} size="sm">
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <FieldFrame label={t('order.label')} hint={t('order.hint')} error={invalid ? t('order.invalid') : null} required>
          {(control) => (
            <input
              {...control}
              className="form-field__input"
              type="number"
              inputMode="numeric"
              min={0}
              max={SORT_MAX}
              step={1}
              required
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setInvalid(false);
                setError(null);
              }}
            />
          )}
        </FieldFrame>
        <ErrorAlert error={error} />
        <div className="form-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('order.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
