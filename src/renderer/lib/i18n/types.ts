/** A namespace's messages: nested groups of strings. */
export interface Messages {
  readonly [key: string]: string | Messages;
}

/** The same keys as T with string leaves: other languages must match English key for key. */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** Resources of every namespace in every language: { EN: { common: {...} }, CN: ..., TH: ... }. */
export type Bundle = Record<'EN' | 'CN' | 'TH', Record<string, Messages>>;
