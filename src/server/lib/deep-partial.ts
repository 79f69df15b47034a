import { z } from 'zod';

/**
 * A schema accepting any subset of `schema`, nested objects included, and still rejecting unknown
 * keys at every level (zod 4 has no deepPartial). Records and arrays keep their own schema: a patch
 * replaces them whole.
 */
export function deepPartialStrict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, value] of Object.entries(schema.shape)) {
      shape[key] = deepPartialStrict(value as z.ZodType).optional();
    }
    return z.strictObject(shape);
  }
  return schema;
}
