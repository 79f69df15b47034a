import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextPart } from '../field-checks';
import { MAX_PROOFS } from '../limits';
import { readProofs } from '../proof-image';

/**
 * Proof images for "not received". Files are checked by their first bytes and size as soon as they
 * are chosen (a renamed text file is refused here); the server checks them again.
 */
export function ProofField({ error, onChange }: { error: string | null; onChange: (result: { images: string[] } | { problem: TextPart }) => void }) {
  const { t } = useTranslation('cashier');
  const id = useId();
  const [names, setNames] = useState<string[]>([]);
  const choose = async (list: FileList | null) => {
    const files = list ? [...list] : [];
    setNames(files.map((f) => f.name));
    onChange(await readProofs(files));
  };
  const described = `${id}-hint${error ? ` ${id}-error` : ''}`;
  return (
    <div className={`form-field${error ? ' form-field--error' : ''}`}>
      <label className="form-field__label" htmlFor={id}>
        {t('receipt.proofs')}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        type="file"
        className="cashier-file"
        accept="image/png,image/jpeg"
        multiple
        onChange={(e) => void choose(e.target.files)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <p id={`${id}-hint`} className="cashier-hint">
        {t('receipt.proofsHint', { max: MAX_PROOFS })}
      </p>
      {names.length > 1 ? <p className="cashier-file__names">{names.join(', ')}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
