/** A validation problem reduced to what the envelope needs (zod issues and Fastify's both fit). */
export interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
  /** Unknown keys of an `unrecognized_keys` issue. */
  keys?: readonly string[] | undefined;
}

/**
 * Field-level messages keyed by dotted path ('maintenance.enabled'); unknown fields get their
 * own key so the client can show which one was rejected. The first problem per field wins.
 */
export function fieldErrorsFromIssues(issues: readonly IssueLike[]): Record<string, string> {
  const fields: Record<string, string> = {};
  const put = (key: string, message: string) => {
    if (!(key in fields)) fields[key] = message;
  };
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    if (issue.keys && issue.keys.length > 0) {
      for (const key of issue.keys) put(base ? `${base}.${key}` : key, 'unknown_field');
    } else {
      put(base || '_', issue.message);
    }
  }
  return fields;
}
