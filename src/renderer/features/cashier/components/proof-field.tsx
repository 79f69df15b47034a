import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '@/components/form-field';
import type { TextPart } from '../field-checks';
import { MAX_PROOFS } from '../limits';
import { readProofs } from '../proof-image';

/**
 * Proof images for "not received". Files are checked by their first bytes and size as soon as they
 * are chosen (a renamed text file is refused here); the server checks them again.
 */
export function ProofField({ error, onChange }: { error: string | null; onChange: (result: { images: string[] } | { problem: TextPart }) => void }) {
  const { t } = useTranslation('cashier');
  const [names, setNames] = useState<string[]>([]);
  const choose = async (list: FileList | null) => {
    const files = list ? [...list] : [];
    setNames(files.map((f) => f.name));
    onChange(await readProofs(files));
  };
  return (
    <FieldFrame label={t('receipt.proofs')} required hint={t('receipt.proofsHint', { max: MAX_PROOFS })} error={error}>
      {(control) => (
        <>
          <input {...control} type="file" className="cashier-file" accept="image/png,image/jpeg" multiple onChange={(e) => void choose(e.target.files)} />
          {names.length > 1 ? <p className="cashier-file__names">{names.join(', ')}</p> : null}
        </>
      )}
    </FieldFrame>
  );
}
