import type { QueueRowProps } from './queue-row';

/** The player's account: pressing it opens (or closes) the player's context beside the queue. */
export function PlayerCell({ account, nickname, selected, onSelect }: { account: string; nickname: string } & Pick<QueueRowProps, 'selected' | 'onSelect'>) {
  const open = selected === account;
  return (
    <span className="queue-player">
      <button type="button" className="link-button queue-player__account" aria-pressed={open} onClick={() => onSelect(open ? null : account)}>
        {account}
      </button>
      {nickname && nickname !== account ? <span className="queue-player__nickname">{nickname}</span> : null}
    </span>
  );
}
