import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractPeriodType } from '@shared/api/contracts';
import { SelectField } from '@/components/select-field';
import { choosesPeriodType, periodTypesOf } from '../agents-contract-forms';

interface KindFieldsProps {
  kinds: readonly ContractKind[];
  kind: ContractKind;
  periodType: ContractPeriodType;
  onKind: (kind: ContractKind) => void;
  onPeriodType: (periodType: ContractPeriodType) => void;
  errors?: { kind?: string | undefined; periodType?: string | undefined };
  /** Names the only period type of a kind that has no choice (the offer says what it will be). */
  showFixedPeriod?: boolean;
}

/** A contract's kind and, where the kind offers a choice, its period type (the house's offer, a settlement run). */
export function KindFields({ kinds, kind, periodType, onKind, onPeriodType, errors = {}, showFixedPeriod = false }: KindFieldsProps) {
  const { t } = useTranslation('consoleAgents');
  return (
    <>
      <SelectField label={t('offer.kind')} value={kind} required onChange={(value) => onKind(kinds.find((k) => k === value) ?? kind)} error={errors.kind}>
        {kinds.map((k) => (
          <option key={k} value={k}>
            {t(`kind.${k}`)}
          </option>
        ))}
      </SelectField>
      {choosesPeriodType(kind) ? (
        <SelectField label={t('offer.periodType')} value={periodType} required onChange={(value) => onPeriodType(periodTypesOf(kind).find((p) => p === value) ?? periodType)} error={errors.periodType}>
          {periodTypesOf(kind).map((type) => (
            <option key={type} value={type}>
              {t(`periodType.${type}`)}
            </option>
          ))}
        </SelectField>
      ) : showFixedPeriod ? (
        <p className="console-muted agents-offer__period">
          {t('offer.periodType')}: {t(`periodType.${periodType}`)}
        </p>
      ) : null}
    </>
  );
}
