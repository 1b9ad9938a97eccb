/**
 * The text classifier beside the lexicon: a naive Bayes model (wink-naive-bayes-text-classifier)
 * trained by `npm run train:classifier` on the labelled job-post corpus (corpus/job-posts,
 * docs/data/README.md) and stored in classifier-model.json with a per-type bias that balances
 * recall across the types (chosen by cross-validation on the training split). Pure: the model is imported as JSON,
 * nothing is read at run time. Server-side only: the web bundle must not import this module.
 *
 * @module
 */
import naiveBayes from "wink-naive-bayes-text-classifier";
import model from "./classifier-model.json";
import { type ClassifierModel, TOKENIZER_VERSION, tokenize } from "./classifier-tokens";

/** The four answers of the type classifier. */
export const POST_TYPES = ["it_services", "content_creation", "graphic_design", "unsupported"] as const;

/** A project type or `unsupported`. */
export type PostType = (typeof POST_TYPES)[number];

/** Loads an exported wink classifier from the model file. */
function load(exported: unknown[]) {
  const classifier = naiveBayes();
  classifier.importJSON(JSON.stringify(exported));
  classifier.consolidate();
  return classifier;
}

/**
 * Probabilities from wink's log₂ odds per label plus the label's `bias` (0 when absent): 2^(odds +
 * bias) normalised to sum 1 (a softmax in base 2), or null when no token of the text is in the
 * vocabulary (wink answers "unknown").
 */
function probabilities(odds: [string, number][], bias: Record<string, number>): Map<string, number> | null {
  if (odds[0][0] === "unknown") return null;
  const scores = odds.map(([label, o]) => [label, o + (bias[label] ?? 0)] as const);
  const top = Math.max(...scores.map(([, s]) => s));
  const weights = scores.map(([label, s]) => [label, 2 ** (s - top)] as const);
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  return new Map(weights.map(([label, w]) => [label, w / total]));
}

/**
 * The classifier's answer: the most probable `type`, the `probabilities` of all four types (0..1,
 * summing to 1) and, when the type is unsupported, the most probable out-of-scope `family`
 * ("data", "marketing", "video", "voice", "assistance", "business", "research", "physical",
 * "translation", "engineering").
 */
export interface TypePrediction {
  type: PostType;
  probabilities: Record<PostType, number>;
  family?: string;
}

/**
 * A text classifier: `predictType(text)` gives the {@link TypePrediction}, or null when the text
 * shares no word with the model's vocabulary; `predictFamily(text)` gives the most probable
 * out-of-scope family of a text already judged unsupported, or undefined when it shares no word
 * with the family model. Neither throws.
 */
interface TextClassifier {
  predictType(text: string): TypePrediction | null;
  predictFamily(text: string): string | undefined;
}

/**
 * The classifier of a model in the shape of classifier-model.json: the stored one below, or one
 * trained on part of the training split when the training script cross-validates.
 *
 * @throws Error when the model was trained with another tokeniser version.
 */
function classifierOf(model: ClassifierModel): TextClassifier {
  if (model.tokenizer !== TOKENIZER_VERSION) {
    throw new Error("classifier-model.json was trained with another tokenizer: run npm run train:classifier");
  }
  const typeClassifier = load(model.type);
  const familyClassifier = load(model.family);
  const familyOf = (tokens: string[]): string | undefined => {
    const family = familyClassifier.computeOdds(tokens)[0][0];
    return family === "unknown" ? undefined : family;
  };
  return {
    predictType(text) {
      const tokens = tokenize(text);
      const byType = probabilities(typeClassifier.computeOdds(tokens), model.bias);
      if (!byType) return null;
      const probs = Object.fromEntries(POST_TYPES.map((t) => [t, byType.get(t) ?? 0])) as Record<
        PostType,
        number
      >;
      const type = POST_TYPES.reduce((best, t) => (probs[t] > probs[best] ? t : best), POST_TYPES[0]);
      if (type !== "unsupported") return { type, probabilities: probs };
      const family = familyOf(tokens);
      return family ? { type, probabilities: probs, family } : { type, probabilities: probs };
    },
    predictFamily: (text) => familyOf(tokenize(text)),
  };
}

/** The classifier trained by `npm run train:classifier` (classifier-model.json). */
const storedClassifier: TextClassifier = classifierOf(model as ClassifierModel);

/**
 * Predicts the type of a job post or brief from its text (title and description) with the stored
 * model; see {@link TextClassifier}.
 */
export const predictType = (text: string): TypePrediction | null => storedClassifier.predictType(text);

/** The most probable out-of-scope family of a text with the stored model; see {@link TextClassifier}. */
export const predictFamily = (text: string): string | undefined => storedClassifier.predictFamily(text);
