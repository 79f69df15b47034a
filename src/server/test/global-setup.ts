import { prepareTestTemplates } from './database';

/**
 * Vitest's global set-up: migrates the template databases once, before any test file starts, so
 * that the workers only clone them (see openTestDatabase).
 */
export default async function setup(): Promise<void> {
  await prepareTestTemplates();
}
