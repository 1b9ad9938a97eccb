import { execFileSync } from "node:child_process";
import { stat, writeFile } from "node:fs/promises";
import path from "node:path";
import naiveBayes from "wink-naive-bayes-text-classifier";
import { type ClassifierModel, TOKENIZER_VERSION, tokenize } from "@/domain/analysis/classifier-tokens";
import { type JobPost, type PostLabel, readHeldBackSplit, readTrainSplit } from "./job-posts";

/**
 * `npm run train:classifier`: trains the type and family classifiers on corpus/job-posts/train.jsonl
 * (never the held-back test.jsonl) and writes src/domain/analysis/classifier-model.json. Same input,
 * byte-identical model: posts are learned in file order and nothing is random. Once the model is
 * written, prints recall per type and macro recall on the held-back split, for the classifier alone
 * and for classifyBrief (lexicon and classifier combined).
 */

/** A token must occur in at least this many training posts to enter the vocabulary (keeps the model small). */
export const MIN_DOCUMENT_FREQUENCY = 4;
/** Additive smoothing: below 1 because titles are short and most tokens are rare. */
const SMOOTHING = 0.5;

const MODEL_PATH = path.resolve(import.meta.dirname, "../../domain/analysis/classifier-model.json");

/** Tokens that occur in at least {@link MIN_DOCUMENT_FREQUENCY} posts. */
function vocabulary(posts: readonly JobPost[]): Set<string> {
  const df = new Map<string, number>();
  for (const post of posts)
    for (const token of new Set(tokenize(post.text))) df.set(token, (df.get(token) ?? 0) + 1);
  return new Set([...df].filter(([, n]) => n >= MIN_DOCUMENT_FREQUENCY).map(([token]) => token));
}

/** Trains one classifier on (post, label) pairs, tokens restricted to `vocab`; returns its exported JSON. */
function train(pairs: readonly [JobPost, string][], vocab: Set<string>): unknown[] {
  const classifier = naiveBayes();
  classifier.defineConfig({ considerOnlyPresence: true, smoothingFactor: SMOOTHING });
  for (const [post, label] of pairs) {
    const tokens = tokenize(post.text).filter((t) => vocab.has(t));
    if (tokens.length > 0) classifier.learn(tokens, label);
  }
  classifier.consolidate();
  return JSON.parse(classifier.exportJSON());
}

async function main() {
  const posts = await readTrainSplit();
  const vocab = vocabulary(posts);
  const unsupported = posts.filter((p) => p.label === "unsupported" && p.family);
  const model: ClassifierModel = {
    tokenizer: TOKENIZER_VERSION,
    type: train(
      posts.map((p) => [p, p.label]),
      vocab,
    ),
    family: train(
      unsupported.map((p) => [p, p.family as string]),
      vocabulary(unsupported),
    ),
  };
  await writeFile(MODEL_PATH, `${JSON.stringify(model)}\n`);
  // The repository's formatter decides the layout, so `npm run lint` accepts the file as written.
  execFileSync("npx", ["biome", "format", "--write", MODEL_PATH], { stdio: "ignore" });
  console.log(
    `Trained on ${posts.length} posts (${unsupported.length} with a family); vocabulary ${vocab.size} tokens; ` +
      `model ${((await stat(MODEL_PATH)).size / 1024).toFixed(0)} KB → ${path.relative(process.cwd(), MODEL_PATH)}`,
  );
}

const TYPES: readonly PostLabel[] = ["it_services", "content_creation", "graphic_design", "unsupported"];

/** Recall per type and their mean over the four types, in percent, for `predict` on `posts`. */
function recall(posts: readonly JobPost[], predict: (post: JobPost) => string): string {
  const perType = TYPES.map((type) => {
    const ofType = posts.filter((p) => p.label === type);
    return (100 * ofType.filter((p) => predict(p) === type).length) / ofType.length;
  });
  const macro = perType.reduce((sum, r) => sum + r, 0) / TYPES.length;
  return `${TYPES.map((t, i) => `${t} ${perType[i].toFixed(1)}`).join(", ")}; macro ${macro.toFixed(1)} %`;
}

async function evaluate() {
  // Imported only now, so that they load the model just written.
  const { predictType } = await import("@/domain/analysis/text-classifier");
  const { classifyBrief } = await import("@/domain/analysis/classify");
  const test = await readHeldBackSplit();
  console.log(`Held-back split: ${test.length} posts`);
  console.log(`  classifier alone: ${recall(test, (p) => predictType(p.text)?.type ?? "unsupported")}`);
  console.log(
    `  classifyBrief:    ${recall(test, (p) => classifyBrief({ title: p.title, description: p.text === p.title ? "" : p.text }).projectType)}`,
  );
}

main().then(evaluate);
