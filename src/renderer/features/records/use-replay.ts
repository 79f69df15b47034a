import { useCallback, useState } from 'react';
import type { BetRecord } from '@shared/api/bets';
import type { ErrorCode } from '@shared/errors';
import { isApiError } from '@/lib/envelope';
import { getHost } from '@/lib/host/get-host';
import { useAppSelector } from '@/lib/hooks';
import { useLanguage } from '@/lib/i18n/i18n';
import { useRecallMutation } from './bets-api';

/** What the page says after a replay click that did not simply open: blocked (with a link) or failed. */
export type ReplayNotice = { kind: 'blocked'; roundId: string; url: string } | { kind: 'failed'; code: ErrorCode };

export interface Replay {
  open(round: BetRecord): void;
  /** The round whose link is being fetched (its button shows it), if any. */
  pending: string | null;
  notice: ReplayNotice | null;
}

/**
 * A replay opens in a window made inside the click (the browser's popup blocker allows only that),
 * pointed at the vendor's signed recall link once it arrives; closed again if the link is refused.
 */
export function useReplay(): Replay {
  const [recall] = useRecallMutation();
  const language = useLanguage();
  const theme = useAppSelector((state) => state.ui.theme);
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<ReplayNotice | null>(null);
  const open = useCallback(
    (round: BetRecord) => {
      setNotice(null);
      setPending(round.roundId);
      const win = getHost().openGameWindow();
      recall({ vassalage: round.vassalage, roundId: round.roundId, language, theme })
        .unwrap()
        .then(({ url }) => {
          if (win) win.show(url);
          else setNotice({ kind: 'blocked', roundId: round.roundId, url });
        })
        .catch((error: unknown) => {
          win?.close();
          setNotice({ kind: 'failed', code: isApiError(error) ? error.code : 'unknown_error' });
        })
        .finally(() => setPending(null));
    },
    [recall, language, theme],
  );
  return { open, pending, notice };
}
