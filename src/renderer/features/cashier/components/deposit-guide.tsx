import { useTranslation } from 'react-i18next';
import type { DepositMethod } from '@shared/api/cashier';

const STEPS = ['one', 'two', 'three'] as const;

/**
 * What happens after the form. The server gives no bank account for manual deposits (customer
 * service does), so the steps say where the details come from and how the order gets approved.
 */
export function DepositGuide({ kind }: { kind: DepositMethod['kind'] }) {
  const { t } = useTranslation('cashier');
  const group = kind === 'MANUAL_BANK' ? 'bank' : 'gateway';
  return (
    <section className="cashier-card cashier-guide" aria-labelledby={`guide-${group}`}>
      <h2 id={`guide-${group}`} className="cashier-card__title">
        {t(`deposit.${group}Title`)}
      </h2>
      <ol className="cashier-guide__steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`deposit.${group}Steps.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
}
