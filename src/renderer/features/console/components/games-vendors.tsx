import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ConsoleVendor } from '@shared/api/console-games';
import { DataTable, type DataColumn } from '@/components/data-table';
import { ErrorAlert } from '@/components/error-alert';
import { StatusBadge } from '@/components/status-badge';
import { formatDateWithZone } from '@/lib/format';
import type { PendingAction } from '../use-confirmed-action';
import type { GameChanges } from '../games-changes';

export interface VendorsSectionProps {
  vendors: ConsoleVendor[] | undefined;
  error: unknown;
  onRetry: () => void;
  mayManage: boolean;
  changes: GameChanges;
  ask: (action: PendingAction) => void;
  busy: boolean;
  /** The refusal of the last vendor change, shown translated above the table. */
  actionError: unknown;
  /** Opens the integration's dialogs (only offered with config.manage). */
  onEditIntegration: (vendor: ConsoleVendor) => void;
  onRotateSecret: (vendor: ConsoleVendor) => void;
}

type IntegrationProps = Pick<VendorsSectionProps, 'mayManage' | 'onEditIntegration' | 'onRotateSecret'>;

function Integration({ vendor, mayManage, onEditIntegration, onRotateSecret }: IntegrationProps & { vendor: ConsoleVendor }) {
  const { t } = useTranslation('consoleGames');
  const integration = vendor.integration;
  if (!integration) return <span className="console-muted">{t('vendors.noIntegration')}</span>;
  const mode = t(`vendors.modes.${integration.mode}`, { defaultValue: integration.mode });
  return (
    <div className="games-integration">
      <p>{t('vendors.mode', { mode })}</p>
      {integration.launchUrl ? (
        <p>
          <span className="visually-hidden">{t('vendors.launchUrl')}: </span>
          <code>{integration.launchUrl}</code>
        </p>
      ) : null}
      <p className="console-muted">
        {integration.allowlist.length > 0 ? `${t('vendors.allowlist')}: ${integration.allowlist.join(', ')}` : t('vendors.anyAddress')}
        {' · '}
        {t('vendors.updated')} {formatDateWithZone(integration.updatedAt)}
      </p>
      {mayManage ? (
        <div className="games-integration__actions">
          <button type="button" className="button button--ghost games-action" aria-label={t('integration.editVendor', { vendor: vendor.name })} onClick={() => onEditIntegration(vendor)}>
            {t('integration.edit')}
          </button>
          <button type="button" className="button button--ghost games-action" aria-label={t('integration.rotateVendor', { vendor: vendor.name })} onClick={() => onRotateSecret(vendor)}>
            {t('integration.rotate')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function vendorColumns(t: TFunction<['consoleGames', 'common']>, { mayManage, changes, ask, busy, onEditIntegration, onRotateSecret }: Omit<VendorsSectionProps, 'vendors' | 'error' | 'onRetry' | 'actionError'>): DataColumn<ConsoleVendor>[] {
  const columns: DataColumn<ConsoleVendor>[] = [
    {
      header: t('vendors.vendor'),
      cell: (vendor) => (
        <span className="games-name">
          <strong>{vendor.name}</strong>
          <code className="games-name__id">{vendor.code}</code>
        </span>
      ),
    },
    { header: t('vendors.categories'), className: 'games-categories', cell: (vendor) => vendor.gameTypes.map((type) => t(`common:gameTypes.${type}`)).join(', ') },
    { header: t('vendors.games'), align: 'end', cell: (vendor) => vendor.games.toLocaleString('en-US') },
    { header: t('vendors.integration'), wrap: true, className: 'games-integration-cell', cell: (vendor) => <Integration vendor={vendor} mayManage={mayManage} onEditIntegration={onEditIntegration} onRotateSecret={onRotateSecret} /> },
    {
      header: t('vendors.status'),
      cell: (vendor) => <StatusBadge tone={vendor.maintenance ? 'warning' : 'success'} label={t(vendor.maintenance ? 'status.maintenance' : 'status.live')} />,
    },
  ];
  if (!mayManage) return columns;
  const toggle = (vendor: ConsoleVendor) => {
    const on = !vendor.maintenance;
    const values = { vendor: vendor.name, count: vendor.games };
    ask({
      title: t(on ? 'action.vendorMaintenanceOn' : 'action.vendorMaintenanceOff', values),
      message: t(on ? 'confirm.vendorMaintenanceOn' : 'confirm.vendorMaintenanceOff', values),
      run: () => changes.vendorMaintenance(vendor, on),
    });
  };
  columns.push({
    header: t('vendors.actions'),
    align: 'end',
    cell: (vendor) => (
      <button
        type="button"
        className={`button ${vendor.maintenance ? 'button--primary' : 'button--ghost'} games-action`}
        disabled={busy}
        aria-label={t(vendor.maintenance ? 'action.vendorMaintenanceOff' : 'action.vendorMaintenanceOn', { vendor: vendor.name })}
        onClick={() => toggle(vendor)}
      >
        {t(vendor.maintenance ? 'action.maintenanceOff' : 'action.maintenanceOn')}
      </button>
    ),
  });
  return columns;
}

/** The vendors: categories, game counts, their wallet integration (edited in dialogs) and maintenance. */
export function VendorsSection({ vendors, error, onRetry, actionError, ...row }: VendorsSectionProps) {
  const { t } = useTranslation(['consoleGames', 'common']);
  return (
    <section className="games-section" aria-labelledby="vendors-heading">
      <h2 id="vendors-heading" className="visually-hidden">
        {t('vendors.heading')}
      </h2>
      <p className="games-section__note">{t('vendors.note')}</p>
      <ErrorAlert error={actionError} />
      <DataTable
        columns={vendorColumns(t, row)}
        rows={vendors ?? []}
        rowKey={(vendor) => vendor.code}
        emptyText={t('vendors.empty')}
        loading={!vendors && !error}
        error={error}
        errorIntro={t('vendors.loadFailed')}
        onRetry={onRetry}
        labelledBy="vendors-heading"
        label={t('vendors.tableLabel')}
        stacked
      />
    </section>
  );
}
