import { expect, type Page } from '@playwright/test';

/** A figure as the agent pages show it (2 decimals, the merchant currency; + on signed gains). */
export const money = (minor: number, currency: string, signed = false) => {
  const text = `${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
  return signed && minor > 0 ? `+${text}` : text;
};

/** An agent call with the token the fixture planted in the tab; the call must succeed. */
export async function agentGet<T>(page: Page, url: string): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${token ?? ''}` } });
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}
