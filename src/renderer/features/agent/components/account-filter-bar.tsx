import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/filter-bar';
import { FormField } from '@/components/form-field';
import type { ReportSelection } from '../period';
import { PeriodPicker } from './period-picker';

export interface AccountFilterBarProps {
  /** The account the list is narrowed to now (from the address); empty for everyone. */
  account: string | undefined;
  onAccount: (account: string | undefined) => void;
  /** Puts every filter but the period back. */
  onReset: () => void;
  period: ReportSelection;
  onPeriod: (next: ReportSelection) => void;
  /** The list's own fields, between the account and the period. */
  children: ReactNode;
}

/**
 * The filter bar of the agent's team lists: the account applies on Search (or Enter), the other
 * fields as they change, the period last.
 */
export function AccountFilterBar({ account, onAccount, onReset, period, onPeriod, children }: AccountFilterBarProps) {
  const { t } = useTranslation('agent');
  const [draft, setDraft] = useState(account ?? '');
  const [shown, setShown] = useState(account ?? '');
  // The account this field last searched for, until the address says it.
  const [asked, setAsked] = useState<string | undefined>(undefined);
  // The address changed under the field (reset, back): show what it now says. Not when it is the
  // search this field asked for landing: the agent may already be typing the next account.
  if (shown !== (account ?? '')) {
    setShown(account ?? '');
    if ((account ?? '') !== asked) setDraft(account ?? '');
    setAsked(undefined);
  }
  return (
    <FilterBar
      onSearch={() => {
        const next = draft.trim();
        setAsked(next);
        onAccount(next || undefined);
      }}
      onReset={() => {
        setDraft('');
        onReset();
      }}
    >
      <FormField label={t('team.filters.account')} type="search" value={draft} maxLength={64} onChange={setDraft} />
      {children}
      <PeriodPicker value={period} onChange={onPeriod} />
    </FilterBar>
  );
}
