import { useTranslation } from 'react-i18next';
import type { Contract, ContractView } from '@shared/api/contracts';
import type { ContractAction } from '../use-contract-action';
import { ContractTerms, uplineName, when } from './contract-terms';
import { ContractSection } from './contract-section';

/** Offers from the upline (or the house) waiting for the agent's answer; nothing when there are none. */
export function ContractOffers({ view, decimals, onAction }: { view: ContractView; decimals: number; onAction: (action: ContractAction, contract: Contract) => void }) {
  const { t } = useTranslation('agent');
  if (view.offers.length === 0) return null;
  return (
    <ContractSection id="offers" title={t('contracts.offers.title')}>
      {view.offers.map((offer) => (
        <article key={offer.id} className="contract-card contract-card--offer" aria-label={t('contracts.offers.from', { who: uplineName(offer, t('contracts.house')) })}>
          <p className="contract-note contract-note--ask">{t('contracts.offers.intro', { who: uplineName(offer, t('contracts.house')), expires: when(offer.expiresAt) })}</p>
          <ContractTerms contract={offer} currency={view.currency} decimals={decimals} extra={[[t('contracts.terms.offeredAt'), when(offer.offeredAt)]]} />
          <div className="contract-buttons">
            <button type="button" className="button button--primary" onClick={() => onAction('accept', offer)}>
              {t('contracts.actions.accept.button')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => onAction('reject', offer)}>
              {t('contracts.actions.reject.button')}
            </button>
          </div>
        </article>
      ))}
    </ContractSection>
  );
}
