import { useEffect, useState } from 'react';
import { proofPath } from './disputes-view';
import { bearer } from './console-session';

/** A proof image as the viewer holds it: loading, an object URL, or a failure. */
export type ProofImage = { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed' };

/**
 * Fetches each proof with the operator's bearer header (the token never goes into an img src) and
 * hands out object URLs; they are revoked and pending fetches aborted when the viewer closes.
 */
export function useProofImages(token: string, withdrawalId: number, proofIds: readonly number[]): Record<number, ProofImage> {
  const [images, setImages] = useState<Record<number, ProofImage>>({});
  const key = proofIds.join(',');
  useEffect(() => {
    const ids = key ? key.split(',').map(Number) : [];
    const abort = new AbortController();
    const urls: string[] = [];
    const put = (id: number, image: ProofImage) => setImages((current) => ({ ...current, [id]: image }));
    for (const id of ids) {
      put(id, { state: 'loading' });
      fetch(proofPath(withdrawalId, id), { headers: bearer(token), signal: abort.signal, cache: 'no-store' })
        .then(async (response) => {
          if (!response.ok) throw new Error(String(response.status));
          const url = URL.createObjectURL(await response.blob());
          if (abort.signal.aborted) {
            URL.revokeObjectURL(url);
            return;
          }
          urls.push(url);
          put(id, { state: 'ready', url });
        })
        .catch(() => {
          if (!abort.signal.aborted) put(id, { state: 'failed' });
        });
    }
    return () => {
      abort.abort();
      for (const url of urls) URL.revokeObjectURL(url);
      setImages({});
    };
  }, [token, withdrawalId, key]);
  return images;
}
