/** A before/after value in one short line for the table; the full text is a click away. */
export function compactJson(value: unknown, max = 60): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The same value laid out for reading. */
export function fullJson(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** The target as one label: "member 42", or just the type when it has no id. */
export function targetText(targetType: string, targetId: string): string {
  return targetId ? `${targetType} ${targetId}` : targetType;
}
