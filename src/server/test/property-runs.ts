/**
 * How many sequences a property test runs. `npm test` runs the quick count, enough to meet every
 * kind of step many times over on each engine; `npm run test:deep` (TEST_DEPTH=deep) runs the deep
 * count of the same properties, for a change to the money code and before a release. A suite's own
 * environment variable (for example SEAMLESS_PROPERTY_RUNS) overrides both.
 */
export function propertyRuns(counts: { quick: number; deep: number }, override?: string): number {
  const explicit = override ? Number(process.env[override]) : Number.NaN;
  if (Number.isInteger(explicit) && explicit > 0) return explicit;
  return process.env.TEST_DEPTH === 'deep' ? counts.deep : counts.quick;
}
