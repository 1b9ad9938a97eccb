/**
 * Counting words as a reader does (spec 2 §5 fallback estimate, the brief's length in risks and confidence).
 *
 * @module
 */

/**
 * Words in a text, as a reader counts them: whitespace-separated tokens with at least one letter
 * or digit ("e-commerce" and "₹5,000" are one word each; a lone "-" or "•" is none). Used for the
 * spec's word-count rules (spec 2 §5 fallback estimate).
 *
 * @param text - any text.
 * @returns the number of words (≥ 0).
 */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
