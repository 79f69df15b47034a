import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';

/** Search by game name; the lobby trims what is sent (spec section 5). */
export function GameSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('games');
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
    setText(text.trim());
  };
  return (
    <form className="game-search" role="search" aria-label={t('search.label')} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        className="field__input game-search__input"
        type="search"
        value={text}
        maxLength={100}
        placeholder={t('search.placeholder')}
        onChange={(event) => setText(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="icon-button game-search__clear"
          aria-label={t('search.clear')}
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          <Icon name="close" size={16} />
        </button>
      ) : null}
      <button type="submit" className="button button--primary game-search__submit">
        {t('search.submit')}
      </button>
    </form>
  );
}
