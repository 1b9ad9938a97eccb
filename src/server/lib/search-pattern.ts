/**
 * An ILIKE pattern matching `text` anywhere, with LIKE's wildcards (`%`, `_`) and the escape character in
 * the text escaped, so a search for "50%" finds "50%" and not everything.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
