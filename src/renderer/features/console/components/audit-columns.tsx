import type { TFunction } from 'i18next';
import type { AuditEntry } from '@shared/api/console';
import type { DataColumn } from '@/components/data-table';
import { ZonedTime } from '@/components/zoned-time';
import { targetText } from '../change-text';
import { ChangeCell } from './change-cell';

/** The audit table's columns; times in the operator's own zone. */
export function auditColumns(t: TFunction<'console'>): DataColumn<AuditEntry>[] {
  return [
    { header: t('audit.columns.time'), cell: (entry) => <ZonedTime iso={entry.at} /> },
    { header: t('audit.columns.actor'), cell: (entry) => entry.actor },
    { header: t('audit.columns.action'), cell: (entry) => <code className="audit-action">{entry.action}</code> },
    { header: t('audit.columns.target'), cell: (entry) => targetText(entry.targetType, entry.targetId), wrap: true },
    { header: t('audit.columns.ip'), cell: (entry) => entry.ip ?? '—' },
    { header: t('audit.columns.change'), cell: (entry) => <ChangeCell entry={entry} />, className: 'audit-change-cell' },
  ];
}
