import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxRateOf, type ContractPeriodType } from '@shared/api/contract-kinds';
import type { ContractImpact, ContractOfferBody, ContractView } from '@shared/api/contracts';
import { TierRows } from '@/components/contract-tier-rows';
import { SelectField } from '@/components/select-field';
import { SubmitButton } from '@/components/submit-button';
import { isApiError } from '@/lib/envelope';
import { moneyText } from '@/lib/format';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { EMPTY_TIER, checkTiers, type RowProblems, type TableProblem, type TierInput } from '@/lib/contracts/contract-offer-check';
import { percentText, rateText } from '@/lib/contracts/contract-rate';
import { useOfferContractMutation, useOfferImpactMutation } from '../contracts-api';
import { OfferImpactDialog } from './offer-impact-dialog';
import { ContractSection } from './contract-section';

interface Props {
  view: ContractView;
  decimals: number;
  account: string;
  onAccount: (account: string) => void;
}

/**
 * "Offer contract": a downline agent, a period type and a tier table, checked here as the server
 * will (the rates allowed run from 0 to the agent's own highest, never above its own table), then
 * the impact call: when the downline's accepting would end contracts below it, the agent is warned
 * and sends only after confirming.
 */
export function ContractOfferForm({ view, decimals, account, onAccount }: Props) {
  const { t } = useTranslation(['agent', 'errors']);
  const dispatch = useAppDispatch();
  const own = view.current?.tiers ?? null;
  const maxRate = percentText(maxRateOf(own));
  const [periodType, setPeriodType] = useState<ContractPeriodType>(view.periodTypes[0] ?? 'daily');
  const [rows, setRows] = useState<TierInput[]>([EMPTY_TIER]);
  const [problems, setProblems] = useState<RowProblems[]>([]);
  const [table, setTable] = useState<TableProblem | null>(null);
  const [accountProblem, setAccountProblem] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [warning, setWarning] = useState<{ body: ContractOfferBody; impact: ContractImpact['contracts'] } | null>(null);
  const [loadImpact, impactState] = useOfferImpactMutation();
  const [offer, offerState] = useOfferContractMutation();
  const busy = impactState.isLoading || offerState.isLoading;

  const send = async (body: ContractOfferBody) => {
    try {
      await offer(body).unwrap();
      setWarning(null);
      setRows([EMPTY_TIER]);
      dispatch(toastShown({ key: 'agent:contracts.offer.sent', values: { account: body.account }, tone: 'success' }));
    } catch (error) {
      setWarning(null);
      setServerError(isApiError(error) ? error.code : 'unknown_error');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    const check = checkTiers(rows, decimals, own);
    setAccountProblem(account === '');
    setProblems('rows' in check ? check.rows : []);
    setTable('rows' in check ? check.table : null);
    if (account === '' || !('tiers' in check)) return;
    const body: ContractOfferBody = { kind: view.kind, account, periodType, tiers: check.tiers };
    try {
      const { contracts } = await loadImpact(body).unwrap();
      if (contracts.length > 0) setWarning({ body, impact: contracts });
      else await send(body);
    } catch (error) {
      setServerError(isApiError(error) ? error.code : 'unknown_error');
    }
  };

  const tableText = (found: TableProblem) =>
    found.kind === 'breach'
      ? t('agent:contracts.problems.breach', { turnover: moneyText(found.minTurnover, view.currency, decimals), active: String(found.minActive), rate: rateText(found.rateBp), upline: rateText(found.uplineRateBp) })
      : t(`agent:contracts.problems.${found.kind}`);

  return (
    <ContractSection id="offer" title={t('agent:contracts.offer.title')}>
      <form className="form contract-card" noValidate aria-labelledby="contract-offer-title" onSubmit={(e) => void submit(e)}>
        <p className="team__intro">{t('agent:contracts.offer.range', { max: maxRate })}</p>
        <div className="contract-offer__choices">
          <SelectField label={t('agent:contracts.offer.account')} value={account} onChange={onAccount} error={accountProblem && account === '' ? t('agent:contracts.problems.account') : null}>
            <option value="">{t('agent:contracts.offer.choose')}</option>
            {view.downlines.map((downline) => (
              <option key={downline.id} value={downline.account}>
                {downline.account}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('agent:contracts.terms.period')} value={periodType} onChange={(value) => setPeriodType(value as ContractPeriodType)}>
            {view.periodTypes.map((type) => (
              <option key={type} value={type}>
                {t(`agent:contracts.periodTypes.${type}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TierRows rows={rows} problems={problems} currency={view.currency} decimals={decimals} maxRate={maxRate} onChange={setRows} />
        {table ? (
          <p className="form-field__error" role="alert">
            {tableText(table)}
          </p>
        ) : null}
        {serverError ? (
          <p className="form-alert" role="alert">
            {t(`errors:${serverError}`)}
          </p>
        ) : null}
        <SubmitButton label={t('agent:contracts.offer.submit')} busy={busy} />
      </form>
      {warning ? <OfferImpactDialog account={warning.body.account} impact={warning.impact} busy={busy} onConfirm={() => void send(warning.body)} onClose={() => setWarning(null)} /> : null}
    </ContractSection>
  );
}
