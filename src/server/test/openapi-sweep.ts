/**
 * Requests built from the OpenAPI document, each carrying one hostile value in one place: every
 * string field of a JSON body, every query and path parameter, an unknown query parameter and an
 * unknown body key. For tests that sweep every route (hostile-input.test.ts).
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
}

interface Parameter {
  name: string;
  in: string;
}

export interface Operation {
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface Probe {
  method: string;
  /** The path as OpenAPI spells it, for messages. */
  route: string;
  url: string;
  body?: Record<string, unknown>;
  /** Where the hostile value is: 'body', 'querystring' or 'params'. */
  part: string;
  /** The field the answer should name ('' where the router refuses the path first). */
  field: string;
  operation: Operation;
}

/** The hostile values: as JS strings (bodies) and as they can travel in a URL. */
export const HOSTILE_VALUES = [
  { name: 'NUL', text: 'a\u0000b', url: 'a%00b' },
  // A lone surrogate has no UTF-8 form: its CESU-8 bytes are the nearest a URL can carry.
  { name: 'lone high surrogate', text: 'a\uD800b', url: 'a%ED%A0%80b' },
  { name: 'lone low surrogate', text: 'a\uDC00b', url: 'a%ED%B0%80b' },
] as const;

function optionsOf(schema: JsonSchema): JsonSchema[] {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
}

function typesOf(schema: JsonSchema): string[] {
  return schema.type === undefined ? [] : [schema.type].flat();
}

/** A value of the schema's shape (not necessarily valid) and the paths of its string leaves. */
export function skeleton(schema: JsonSchema | undefined, path: string[] = []): { value: unknown; strings: string[][] } {
  if (!schema) return { value: 'a', strings: [path] };
  const types = typesOf(schema);
  if (schema.properties || types.includes('object')) {
    const entries = Object.entries(schema.properties ?? {}).map(([key, sub]) => [key, skeleton(sub, [...path, key])] as const);
    return { value: Object.fromEntries(entries.map(([key, s]) => [key, s.value])), strings: entries.flatMap(([, s]) => s.strings) };
  }
  if (types.includes('array')) {
    const item = skeleton(schema.items, [...path, '0']);
    return { value: [item.value], strings: item.strings };
  }
  if (types.includes('string') || (schema.enum ?? []).some((v) => typeof v === 'string') || typeof schema.const === 'string') {
    return { value: 'a', strings: [path] };
  }
  if (types.includes('integer') || types.includes('number')) return { value: 1, strings: [] };
  if (types.includes('boolean')) return { value: true, strings: [] };
  const first = optionsOf(schema).find((o) => o.properties || typesOf(o).some((t) => t !== 'null'));
  return first ? skeleton(first, path) : { value: 'a', strings: [path] };
}

function withValue(root: unknown, path: readonly string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(root) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = value;
  return copy;
}

function pathWith(route: string, values: Record<string, string>): string {
  return route.replace(/\{([^}]+)\}/gu, (_m, name: string) => values[name] ?? '1');
}

/** Every probe of one operation. */
export function probesOf(route: string, method: string, operation: Operation): Probe[] {
  const probes: Probe[] = [];
  const base = pathWith(route, {});
  const pathParams = [...route.matchAll(/\{([^}]+)\}/gu)].map((m) => m[1] ?? '');
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  const shape = jsonSchema ? skeleton(jsonSchema) : undefined;
  const common = { method: method.toUpperCase(), route, operation };
  const body = shape && typeof shape.value === 'object' ? (shape.value as Record<string, unknown>) : undefined;
  for (const hostile of HOSTILE_VALUES) {
    // The router decodes the path: a NUL reaches the parameter, invalid UTF-8 is refused first.
    const routerRefuses = hostile.name !== 'NUL';
    for (const name of pathParams) {
      probes.push({ ...common, url: pathWith(route, { [name]: hostile.url }), body, part: 'params', field: routerRefuses ? '' : name });
    }
    // Query strings keep an invalid escape as it is (harmless text): only the NUL gets through.
    for (const name of routerRefuses ? [] : [...query, 'unknownParam']) {
      probes.push({ ...common, url: `${base}?${encodeURIComponent(name)}=${hostile.url}`, body, part: 'querystring', field: name });
    }
    if (!shape) continue;
    for (const path of shape.strings) {
      probes.push({ ...common, url: base, body: withValue(shape.value, path, hostile.text), part: 'body', field: path.join('.') });
    }
    // A bad key is named with its bad character replaced.
    if (body) probes.push({ ...common, url: base, body: { ...body, [`key${hostile.text}`]: 1 }, part: 'body', field: 'keya\uFFFDb' });
  }
  return probes;
}

export function allProbes(doc: OpenApiDocument): Probe[] {
  return Object.entries(doc.paths).flatMap(([route, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => probesOf(route, method, operation)),
  );
}
