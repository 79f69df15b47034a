import { STORAGE_KEYS } from '@shared/constants';
import { isErrorCode, type ErrorCode } from '@shared/errors';
import { readStorage } from '@/lib/storage';

/**
 * Downloads the filtered audit log as CSV. A plain link cannot carry the operator's bearer token,
 * so the file is fetched, held as a blob and saved through an object URL. Resolves to the failed
 * call's error code, or null once the download has started.
 */
export async function downloadAuditCsv(token: string, params: URLSearchParams, fileName: string): Promise<ErrorCode | null> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  const merchantCode = readStorage('local', STORAGE_KEYS.merchantCode);
  if (merchantCode) headers['X-Merchant-Code'] = merchantCode;
  let response: Response;
  try {
    response = await fetch(`/ops-api/audit.csv?${params.toString()}`, { headers });
  } catch {
    return 'unknown_error';
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
    return isErrorCode(code) ? code : 'unknown_error';
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the URL long enough to start saving before it is let go.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}
