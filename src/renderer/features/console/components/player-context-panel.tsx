import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icons';
import { Modal } from '@/components/modal';
import { useMediaQuery } from '@/lib/use-media-query';
import { usePlayerContextQuery } from '../api';
import { PlayerContextBody } from './player-context-body';
import { LoadFailure } from './load-failure';

/** Below this width the panel would squeeze the queue: it covers the screen instead. */
const PHONE = '(max-width: 899px)';

function Content({ token, account }: { token: string; account: string }) {
  const { t } = useTranslation(['console', 'common']);
  const { data, error, refetch } = usePlayerContextQuery({ token, account });
  if (error) return <LoadFailure intro={t('context.loadFailed')} error={error} onRetry={() => void refetch()} />;
  if (!data) return <p className="console-muted">{t('common:loading')}</p>;
  return <PlayerContextBody context={data} />;
}

/** A player's context: a panel beside the queue on desktops, a full-screen dialog on phones. */
export function PlayerContextPanel({ token, account, onClose }: { token: string; account: string; onClose: () => void }) {
  const { t } = useTranslation('console');
  const phone = useMediaQuery(PHONE);
  const headingId = useId();
  const close = useRef<HTMLButtonElement>(null);
  const title = t('context.title', { account });
  useEffect(() => {
    if (!phone) close.current?.focus();
  }, [phone, account]);

  if (phone) {
    return (
      <Modal title={title} onClose={onClose} size="full">
        <Content token={token} account={account} />
      </Modal>
    );
  }
  return (
    <aside className="context-panel" aria-labelledby={headingId}>
      <div className="context-panel__head">
        <h2 id={headingId} className="context-panel__title">
          {title}
        </h2>
        <button ref={close} type="button" className="icon-button" aria-label={t('context.close')} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <Content token={token} account={account} />
    </aside>
  );
}
