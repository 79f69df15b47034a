import { useAppSelector } from '@/lib/hooks';
import { selectToken } from '@/lib/session';
import { useMemberInfoQuery } from '@/lib/session-api';

/** With a token (stored, from the address or a fresh login) the member info loads; a 401 clears it. */
export function SessionLoader() {
  const token = useAppSelector(selectToken);
  useMemberInfoQuery(undefined, { skip: !token });
  return null;
}
