import { useTranslation } from 'react-i18next';
import type { ClaimResult } from '@shared/api/promotions';
import type { ClaimOutcome } from '../use-claim';
import '@/components/form.css';

/** What a claim did: the amount paid (a live region, read out) or why it was refused. */
export function ClaimNews({ outcome, paidText }: { outcome: ClaimOutcome; paidText: (paid: ClaimResult) => string }) {
  const { t } = useTranslation('errors');
  return (
    <>
      <div role="status" className="promo-news">
        {outcome && 'paid' in outcome ? <p className="form-alert form-alert--info">{paidText(outcome.paid)}</p> : null}
      </div>
      {outcome && 'code' in outcome ? (
        <p className="form-alert" role="alert">
          {t(outcome.code)}
        </p>
      ) : null}
    </>
  );
}
