/**
 * Tokens and model shape shared by the text classifier (text-classifier.ts) and its training
 * script (src/server/cli/train-classifier.ts), apart from the model so training can run before a
 * model file exists.
 *
 * @module
 */

/**
 * The stored model: the tokeniser version it was trained with, two exported wink classifiers (one
 * over the four types, one over the out-of-scope families, trained on unsupported posts only), and
 * the per-type `bias` added to the type classifier's log₂ odds before they are compared (chosen by
 * cross-validation on the training split to balance recall across the four types).
 */
export interface ClassifierModel {
  tokenizer: number;
  type: unknown[];
  family: unknown[];
  bias: Record<string, number>;
}

/** Version of {@link tokenize}; the model records it so a change of tokeniser forces retraining. */
export const TOKENIZER_VERSION = 2;

const WORD = /[a-z0-9]+(?:[.+#][a-z0-9+#]+)*/g;

/**
 * A word's singular, by the regular English endings only ("stories" → "story", "logos" → "logo"),
 * so the plural and the singular of a title count as one token; "business", "analysis", dotted
 * names and words of up to 3 letters are kept as they are.
 */
const singular = (word: string): string => {
  if (/[.+#]/.test(word)) return word; // "node.js", "c#"
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !/(?:ss|is|us)$/.test(word)) return word.slice(0, -1);
  return word;
};

/**
 * Tokens of a text: lower-case words in the singular ("node.js", "asp.net" kept whole) and the
 * bigrams of neighbouring words joined by "_" ("video_editing"). Deterministic; never throws.
 */
export function tokenize(text: string): string[] {
  const words = (text.toLowerCase().match(WORD) ?? []).map(singular);
  const bigrams = words.slice(1).map((word, i) => `${words[i]}_${word}`);
  return [...words, ...bigrams];
}
