import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { okEnvelope } from '@shared/envelope';
import type { TestApp } from '../../test/app';

/** Shared by the lobby test files: the value of a 200 answer, parsed with the contract's schema. */
export function valueOf<T extends z.ZodType>(response: LightMyRequestResponse, schema: T): z.infer<T> {
  expect(response.statusCode, response.body).toBe(200);
  okEnvelope(schema).parse(response.json());
  return schema.parse(response.json<{ value: unknown }>().value);
}

export function expectFailure(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, code });
}

/** The seeded merchant's id. */
export async function seededMerchantId(t: TestApp): Promise<number> {
  const merchant = await t.app.merchants.resolve({ headerCode: undefined, host: 'localhost' });
  if (!merchant) throw new Error('no merchant');
  return merchant.id;
}
