import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractPeriodType } from '@shared/api/contracts';
import { TierRows } from '@/components/contract-tier-rows';
import { focusFirstInvalid } from '@/components/focus-invalid';
import { Modal } from '@/components/modal';
import { EMPTY_TIER, HOUSE, checkTiers, type RowProblems, type TableProblem, type TierInput } from '@/lib/contracts/contract-offer-check';
import { useAppDispatch } from '@/lib/hooks';
import { toastShown } from '@/lib/ui';
import { offerErrorField, offerErrorKey, periodTypesOf } from '../agents-contract-forms';
import { useOfferContractMutation } from '../api-agents';
import { KindFields } from './agents-kind-fields';
import { DialogFooter } from './dialog-footer';

export interface OfferDialogProps {
  token: string;
  account: string;
  currency: string;
  decimals: number;
  /** The kinds the merchant has on. */
  kinds: readonly ContractKind[];
  initialKind: ContractKind;
  onClose: () => void;
}

/**
 * "Offer a contract": the house offers a top-level agent a contract of one kind, on a period type
 * (when the kind has a choice) and a tier table, checked here as the server checks it (the house
 * has no table above it, so any rate up to 100 %). The agent then accepts or rejects it in its
 * agent centre. A refusal shows under the field it is about.
 */
export function AgentsOfferDialog({ token, account, currency, decimals, kinds, initialKind, onClose }: OfferDialogProps) {
  const { t } = useTranslation(['consoleAgents', 'agent', 'errors']);
  const dispatch = useAppDispatch();
  const [kind, setKind] = useState<ContractKind>(initialKind);
  const [periodType, setPeriodType] = useState<ContractPeriodType>(periodTypesOf(initialKind)[0] ?? 'daily');
  const [rows, setRows] = useState<TierInput[]>([EMPTY_TIER]);
  const [problems, setProblems] = useState<RowProblems[]>([]);
  const [table, setTable] = useState<TableProblem | null>(null);
  const [offer, { isLoading, error, reset }] = useOfferContractMutation();
  const errorAt = offerErrorField(error);
  const errorText = error ? t(offerErrorKey(error)) : null;
  const under = (field: 'kind' | 'periodType' | 'tiers') => (errorAt === field ? errorText : null);

  const chooseKind = (next: ContractKind) => {
    setKind(next);
    setPeriodType(periodTypesOf(next)[0] ?? 'daily');
    reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const form = event.currentTarget;
    reset();
    const check = checkTiers(rows, decimals, HOUSE);
    setProblems('rows' in check ? check.rows : []);
    setTable('rows' in check ? check.table : null);
    if (!('tiers' in check)) return focusFirstInvalid(form);
    const sent = await offer({ token, kind, account, periodType, tiers: check.tiers })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (!sent) return focusFirstInvalid(form);
    dispatch(toastShown({ key: 'consoleAgents:offer.sent', values: { account, kind: t(`consoleAgents:kind.${kind}`) }, tone: 'success' }));
    onClose();
  };

  return (
    <Modal title={t('offer.title', { account })} onClose={onClose} size="md">
      <form className="form agents-offer" noValidate onSubmit={(event) => void submit(event)}>
        <p className="confirm__message">{t('offer.intro', { account })}</p>
        <div className="agents-offer__choices">
          <KindFields
            kinds={kinds}
            kind={kind}
            periodType={periodType}
            onKind={chooseKind}
            onPeriodType={setPeriodType}
            errors={{ kind: under('kind') ?? undefined, periodType: under('periodType') ?? undefined }}
            showFixedPeriod
          />
        </div>
        <p className="console-muted agents-offer__hint">{t('offer.tiersHint')}</p>
        <TierRows rows={rows} problems={problems} currency={currency} decimals={decimals} maxRate="100" onChange={setRows} />
        {table && table.kind !== 'breach' ? (
          <p className="form-field__error" role="alert">
            {t(`agent:contracts.problems.${table.kind}`)}
          </p>
        ) : null}
        {errorAt === 'tiers' ? (
          <p className="form-field__error" role="alert">
            {errorText}
          </p>
        ) : null}
        {errorAt === 'form' ? (
          <p className="form-alert" role="alert">
            {errorText}
          </p>
        ) : null}
        <DialogFooter error={null} errorShownByField onCancel={onClose} submitLabel={t('offer.submit')} busy={isLoading} />
      </form>
    </Modal>
  );
}
