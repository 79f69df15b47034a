import { useTranslation } from 'react-i18next';
import { playerNoteBodySchema, type PlayerNote } from '@shared/api/players';
import { ZonedTime } from '@/components/zoned-time';
import { useAddPlayerNoteMutation } from '../api-players';
import { ReasonForm } from './reason-dialog';

/** Support's notes on the player, oldest first, kept as written; adding one needs players.manage. */
export function PlayersNotes({ token, account, notes, mayAdd }: { token: string; account: string; notes: PlayerNote[]; mayAdd: boolean }) {
  const { t } = useTranslation('consolePlayers');
  const [add, { isLoading, error, reset }] = useAddPlayerNoteMutation();

  return (
    <section className="players-card" aria-labelledby="players-notes-heading">
      <h2 id="players-notes-heading" className="players-card__heading">
        {t('notes.heading')}
      </h2>
      <p className="console-muted players-card__intro">{t('notes.intro')}</p>
      {notes.length === 0 ? (
        <p className="console-muted">{t('notes.empty')}</p>
      ) : (
        <ol className="players-notes">
          {notes.map((note) => (
            <li key={note.id} className="players-note">
              <p className="players-note__text">{note.text}</p>
              <p className="players-note__by">
                <span>{note.author}</span>
                <ZonedTime iso={note.at} />
              </p>
            </li>
          ))}
        </ol>
      )}
      {mayAdd ? (
        <ReasonForm
          className="players-notes__form"
          label={t('notes.field')}
          invalidText={t('notes.invalid')}
          maxLength={1000}
          parse={(text) => {
            const body = playerNoteBodySchema.safeParse({ text });
            return body.success ? body.data.text : null;
          }}
          send={(text) => add({ token, account, text }).unwrap()}
          error={error}
          busy={isLoading}
          reset={reset}
          submitLabel={t('notes.add')}
          submitTone="primary"
        />
      ) : null}
    </section>
  );
}
