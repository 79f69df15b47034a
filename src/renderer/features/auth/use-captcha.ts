import { useCallback, useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS } from '@shared/constants';
import { throttleAllows } from '@/lib/countdown';
import { readStorage } from '@/lib/storage';
import { CAPTCHA_ID_HEADER } from './answer-shapes';

interface Captcha {
  id: string;
  image: string;
}

/** GET /wps/captcha: the image in value, its id in the X-Captcha-Id header (null when it fails). */
async function loadCaptcha(): Promise<Captcha | null> {
  const headers: Record<string, string> = {};
  const merchant = readStorage('local', STORAGE_KEYS.merchantCode);
  if (merchant) headers['X-Merchant-Code'] = merchant;
  try {
    const response = await fetch('/wps/captcha', { headers, cache: 'no-store' });
    const body = (await response.json()) as { success: boolean; value?: string };
    const id = response.headers.get(CAPTCHA_ID_HEADER);
    return body.success && body.value && id ? { id, image: body.value } : null;
  } catch {
    return null;
  }
}

/** A server captcha; refresh at most once a second (spec section 9). */
export function useCaptcha(enabled: boolean) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const last = useRef<number | null>(null);

  /** `force`: a used captcha must be replaced whatever the throttle says (it is single use). */
  const refresh = useCallback(async (force = false) => {
    const now = Date.now();
    if (!force && !throttleAllows(last.current, now, 1000)) return;
    last.current = now;
    const next = await loadCaptcha();
    if (next) setCaptcha(next);
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    let timer = 0;
    const load = (retry: boolean) => {
      last.current = Date.now();
      void loadCaptcha().then((next) => {
        if (live && next) setCaptcha(next);
        // One a second per address: a form that just mounted (tab switch) may have to wait its turn.
        else if (live && retry) timer = window.setTimeout(() => load(false), 1100);
      });
    };
    load(true);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [enabled]);

  return { captcha, refresh };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
