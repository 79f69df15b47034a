import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from '@shared/constants';
import { Icon } from '@/components/icons';
import { useAppSelector } from '@/lib/hooks';
import { selectToken } from '@/lib/session';
import { readStorage } from '@/lib/storage';

/** The avatar is a T call (an image needs the bearer header), so it is fetched and shown from a blob. */
function useAvatarUrl(token: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return undefined;
    let objectUrl: string | null = null;
    let live = true;
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    const merchant = readStorage('local', STORAGE_KEYS.merchantCode);
    if (merchant) headers['X-Merchant-Code'] = merchant;
    fetch('/wps/member/info/icon', { headers })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || !live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [token]);
  return url;
}

/** The member's avatar; a missing or broken image falls back to the default icon (spec section 8). */
export function Avatar() {
  const token = useAppSelector(selectToken);
  const url = useAvatarUrl(token);
  const [broken, setBroken] = useState<string | null>(null);
  if (!url || broken === url) {
    return (
      <span className="avatar avatar--default">
        <Icon name="user" size={18} />
      </span>
    );
  }
  return <img className="avatar" src={url} alt="" onError={() => setBroken(url)} />;
}
