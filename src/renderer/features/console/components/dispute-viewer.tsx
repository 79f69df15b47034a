import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Proof, WithdrawalConfirmation } from '@shared/api/disputes';
import { Amount } from '@/components/amount';
import { Modal } from '@/components/modal';
import { ZonedTime } from '@/components/zoned-time';
import { useConsoleWithdrawalConfirmationQuery } from '../api-disputes';
import { useProofImages, type ProofImage } from '../disputes-blobs';
import { byteSize, stepIndex, typeLabel } from '../disputes-view';
import { LoadFailure } from './load-failure';
import { DisputeFullImage } from './dispute-full-image';
import '../disputes.css';

function Details({ data }: { data: WithdrawalConfirmation }) {
  const { t } = useTranslation('console');
  const rows: [string, ReactNode][] = [
    [t('approvals.disputes.columns.player'), data.account],
    [t('approvals.disputes.columns.amount'), <Amount key="a" minor={data.amount} currency={data.currency} />],
    [t('approvals.disputes.status'), data.status],
    [t('approvals.disputes.paid'), data.paidAt ? <ZonedTime key="p" iso={data.paidAt} /> : '—'],
    [t('approvals.disputes.result'), <strong key="r">{t(`approvals.disputes.results.${data.result ?? 'none'}`)}</strong>],
    [t('approvals.disputes.answered'), data.confirmedAt ? <ZonedTime key="c" iso={data.confirmedAt} /> : '—'],
    [t('approvals.disputes.remark'), data.remark || t('approvals.disputes.noRemark')],
  ];
  return (
    <section aria-label={t('approvals.disputes.details')}>
      <dl className="dispute-details">
        {rows.map(([label, value]) => (
          <div key={label} className="dispute-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Thumb({ proof, image, alt, label, onOpen }: { proof: Proof; image: ProofImage | undefined; alt: string; label: string; onOpen: () => void }) {
  const { t } = useTranslation('console');
  const size = t('approvals.disputes.proofSize', { type: typeLabel(proof.type), size: byteSize(proof.bytes) });
  const pixels = proof.width && proof.height ? t('approvals.disputes.proofPixels', { width: proof.width, height: proof.height }) : null;
  return (
    <li className="dispute-proof">
      {image?.state === 'ready' ? (
        <button type="button" className="dispute-proof__open" aria-label={label} onClick={onOpen}>
          <img src={image.url} alt={alt} className="dispute-proof__img" />
        </button>
      ) : (
        <div className="dispute-proof__placeholder" role={image?.state === 'failed' ? 'alert' : 'status'}>
          {image?.state === 'failed' ? t('approvals.disputes.imageFailed') : t('approvals.disputes.loadingImage')}
        </div>
      )}
      <span className="console-muted dispute-proof__meta">
        {size}
        {pixels ? ` · ${pixels}` : ''}
      </span>
    </li>
  );
}

/** The player's confirmation of a withdrawal and its proof images; one image at a time full size. */
export function DisputeViewer({ token, withdrawalId, onClose }: { token: string; withdrawalId: number; onClose: () => void }) {
  const { t } = useTranslation(['console', 'common']);
  const { data, error, refetch } = useConsoleWithdrawalConfirmationQuery({ token, id: withdrawalId }, { refetchOnMountOrArgChange: true });
  const proofs = data?.proofs ?? [];
  const images = useProofImages(token, withdrawalId, proofs.map((p) => p.id));
  const [full, setFull] = useState<number | null>(null);
  // Escape leaves the full-size image first; one stable callback, so the dialog's focus trap stays put.
  const fullRef = useRef<number | null>(null);
  const viewerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const was = fullRef.current;
    fullRef.current = full;
    // Back from the full-size image: focus returns to its thumbnail, inside the dialog.
    if (full === null && was !== null) viewerRef.current?.querySelectorAll<HTMLElement>('.dispute-proof__open')[was]?.focus();
  }, [full]);
  const escape = useCallback(() => (fullRef.current === null ? onClose() : setFull(null)), [onClose]);
  const altOf = (n: number) => t('approvals.disputes.proofAlt', { n: n + 1, total: proofs.length, id: withdrawalId });
  const onKeyDown = (event: KeyboardEvent) => {
    if (full === null) return;
    const next = stepIndex(full, proofs.length, event.key);
    if (next !== full && next >= 0) {
      event.preventDefault();
      setFull(next);
    }
  };
  const fullProof = full === null ? undefined : proofs[full];
  return (
    <Modal title={t('approvals.disputes.title', { id: withdrawalId })} onClose={escape} size="lg">
      <div ref={viewerRef} className="dispute-viewer" onKeyDown={onKeyDown}>
        {error ? <LoadFailure intro={t('approvals.disputes.loadFailed')} error={error} onRetry={() => void refetch()} /> : null}
        {!data && !error ? <p className="console-muted">{t('common:loading')}</p> : null}
        {data && full !== null && fullProof ? (
          <DisputeFullImage
            index={full}
            total={proofs.length}
            image={images[fullProof.id]}
            alt={altOf(full)}
            onStep={(key) => setFull(stepIndex(full, proofs.length, key))}
            onBack={() => setFull(null)}
          />
        ) : null}
        {data && full === null ? (
          <>
            <Details data={data} />
            <h3 className="dispute-viewer__heading">{t('approvals.disputes.proofs', { count: proofs.length })}</h3>
            {proofs.length === 0 ? <p className="console-muted">{t('approvals.disputes.noProofs')}</p> : null}
            <ul className="dispute-proofs">
              {proofs.map((proof, n) => (
                <Thumb key={proof.id} proof={proof} image={images[proof.id]} alt={altOf(n)} label={t('approvals.disputes.enlarge', { n: n + 1 })} onOpen={() => setFull(n)} />
              ))}
            </ul>
            <p className="console-muted dispute-viewer__note">{t('approvals.disputes.audited')}</p>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
