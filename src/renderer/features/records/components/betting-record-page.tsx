import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatePreset } from '@shared/api/records';
import { PageHeading } from './page-heading';
import { PresetFilter } from './preset-filter';
import '../records.css';

/**
 * `personalHistoryCopy` (betting record). Game rounds do not exist yet, so there is nothing to
 * fetch: the page shows its filter and the empty state, never made-up rows.
 */
export default function BettingRecordPage() {
  const { t } = useTranslation('records');
  const [preset, setPreset] = useState<DatePreset>('previous7');
  return (
    <section className="records" aria-labelledby="personalHistoryCopy-title">
      <PageHeading page="personalHistoryCopy" />
      <div className="records-filters" role="group" aria-label={t('filters.label')}>
        <PresetFilter value={preset} onChange={setPreset} />
      </div>
      <div className="records-empty-card" role="status">
        <p className="records-empty">{t('noData')}</p>
      </div>
    </section>
  );
}
