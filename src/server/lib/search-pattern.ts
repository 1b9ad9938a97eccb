/**
 * A LIKE pattern matching `text` and nothing else: LIKE's wildcards (`%`, `_`) and the escape character in
 * it escaped.
 */
export function exactPattern(text: string): string {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/**
 * An ILIKE pattern matching `text` anywhere, with LIKE's wildcards (`%`, `_`) and the escape character in
 * the text escaped, so a search for "50%" finds "50%" and not everything.
 */
export function containsPattern(text: string): string {
  return `%${exactPattern(text)}%`;
}

/** A LIKE pattern matching what starts with `text` (wildcards in it escaped, as in {@link containsPattern}). */
export function prefixPattern(text: string): string {
  return `${exactPattern(text)}%`;
}
