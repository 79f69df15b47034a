import type { FastifySchemaCompiler } from 'fastify';
import { HOSTILE_TEXT_REASON } from '@shared/errors';

/**
 * Text PostgreSQL refuses (NUL: "invalid byte sequence") or no UTF-8 encoder can write (a lone
 * surrogate, which JSON.parse makes out of a "\ud800" escape). Without the u flag the regex sees
 * UTF-16 code units, so a surrogate is lone when its partner is not beside it.
 */
const HOSTILE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const HOSTILE_ALL = new RegExp(HOSTILE.source, 'g');

export { HOSTILE_TEXT_REASON };

export function isHostileText(text: string): boolean {
  return HOSTILE.test(text);
}

/** Parsed input: JSON objects, and the query parser's objects (whose prototype is its own empty one). */
function isRecord(value: unknown): value is Record<string, unknown> {
  // Byte views (a raw body) are not text and would walk every byte.
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}

/** A bad key named in a reply: its bad characters replaced, so the answer itself is clean text. */
function printable(key: string): string {
  return key.replace(HOSTILE_ALL, '\uFFFD');
}

/** A place in the walked value; the parent link keeps each step O(1) on deeply nested input. */
interface Place {
  value: unknown;
  key: string;
  parent: Place | undefined;
}

function pathOf(place: Place | undefined, last?: string): string[] {
  const path = last === undefined ? [] : [last];
  for (let p = place; p?.parent; p = p.parent) path.push(p.key);
  return path.reverse();
}

/**
 * The path of the first string (a value or an object key, at any depth of arrays and objects)
 * that is hostile text, or undefined. Walks without recursion: a deeply nested body must not
 * overflow the stack.
 */
export function findHostileText(value: unknown): string[] | undefined {
  const stack: Place[] = [{ value, key: '', parent: undefined }];
  for (let place = stack.pop(); place; place = stack.pop()) {
    const current = place.value;
    if (typeof current === 'string') {
      if (isHostileText(current)) return pathOf(place);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push({ value: current[i] as unknown, key: String(i), parent: place });
    } else if (isRecord(current)) {
      const keys = Object.keys(current);
      const badKey = keys.find(isHostileText);
      if (badKey !== undefined) return pathOf(place, printable(badKey));
      for (const key of keys.reverse()) stack.push({ value: current[key], key, parent: place });
    }
  }
  return undefined;
}

/** Marks an issue as a zod one for fastify-type-provider-zod, so every error handler treats it alike. */
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/** One validation issue in the shape Fastify's validation errors carry (and errors.ts reads). */
export function hostileTextIssue(path: readonly string[]) {
  return {
    [ZOD_ISSUE]: true,
    keyword: 'hostile_text',
    instancePath: `/${path.join('/')}`,
    schemaPath: '#/hostile_text',
    message: HOSTILE_TEXT_REASON,
    params: {},
  };
}

/** The error a hook throws for a request part no schema validates: handled as a schema failure. */
export function hostileTextError(part: string, path: readonly string[]): Error {
  const field = path.join('.') || part;
  return Object.assign(new Error(`${part} ${field}: text with a NUL character or an unpaired surrogate`), {
    statusCode: 400,
    validation: [hostileTextIssue(path)],
    validationContext: part,
  });
}

/** Wraps a validator compiler so every validated part (body, query, params, headers) refuses such text first. */
export function refusingHostileText<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    return (data: unknown) => {
      const path = findHostileText(data);
      return path ? { error: [hostileTextIssue(path)] } : validate(data);
    };
  };
}
