/**
 * Tokens and model shape shared by the text classifier (text-classifier.ts) and its training
 * script (src/server/cli/train-classifier.ts), apart from the model so training can run before a
 * model file exists.
 *
 * @module
 */

/**
 * The stored model: the vocabulary version it was trained with and two exported wink classifiers,
 * one over the four types and one over the out-of-scope families (trained on unsupported posts only).
 */
export interface ClassifierModel {
  tokenizer: number;
  type: unknown[];
  family: unknown[];
}

/** Version of {@link tokenize}; the model records it so a change of tokeniser forces retraining. */
export const TOKENIZER_VERSION = 1;

const WORD = /[a-z0-9]+(?:[.+#][a-z0-9+#]+)*/g;

/**
 * Tokens of a text: lower-case words ("node.js", "asp.net" kept whole) and the bigrams of neighbouring
 * words joined by "_" ("video_editing"). Deterministic; never throws.
 */
export function tokenize(text: string): string[] {
  const words = text.toLowerCase().match(WORD) ?? [];
  const bigrams = words.slice(1).map((word, i) => `${words[i]}_${word}`);
  return [...words, ...bigrams];
}
