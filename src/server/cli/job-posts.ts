import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

/** The four answers of the type classifier: the three supported categories and `unsupported`. */
export type PostLabel = "it_services" | "content_creation" | "graphic_design" | "unsupported";

/**
 * One labelled job post of the corpus (corpus/job-posts/*.jsonl, one JSON object a line): a stable
 * `id` ("<source>:<source's id>"), the `source` name, the post's `title`, its `text` (at most
 * {@link MAX_TEXT_CHARS} characters), the `label` mapped from the source's own category, and for
 * unsupported posts the out-of-scope `family`.
 */
export interface JobPost {
  id: string;
  source: string;
  title: string;
  text: string;
  label: PostLabel;
  family?: string;
}

/** Texts are trimmed to about 2,000 characters: the ask is stated early, and the corpus stays small. */
export const MAX_TEXT_CHARS = 2000;

/** Share of each label held back for testing, in percent. */
export const TEST_PERCENT = 20;

/** The corpus folder, from the repository root. */
export const CORPUS_DIR = path.resolve(import.meta.dirname, "../../../corpus/job-posts");

/** Rank of a post within its label for the split: the first 8 hex digits of SHA-1(id), 0..2³²−1. */
export const splitRank = (id: string): number =>
  Number.parseInt(createHash("sha1").update(id).digest("hex").slice(0, 8), 16);

/** Number of cross-validation folds carved from the training split to choose the classifier's settings. */
export const VALIDATION_FOLDS = 5;

/**
 * The cross-validation fold (0..{@link VALIDATION_FOLDS}−1) of a training post: SHA-1 of "fold:" and
 * its id, so folds are deterministic and independent of the held-back split's rank.
 */
export const validationFold = (id: string): number =>
  Number.parseInt(createHash("sha1").update(`fold:${id}`).digest("hex").slice(0, 8), 16) % VALIDATION_FOLDS;

/**
 * Splits posts deterministically and stratified: within each label, the {@link TEST_PERCENT} % of
 * posts with the lowest {@link splitRank} (ties by id) are held back. No random state: the same
 * posts always give the same split, and adding posts moves few others.
 */
export function splitPosts(posts: readonly JobPost[]): { train: JobPost[]; test: JobPost[] } {
  const testIds = new Set<string>();
  const labels = [...new Set(posts.map((p) => p.label))];
  for (const label of labels) {
    const ranked = posts
      .filter((p) => p.label === label)
      .map((p) => ({ id: p.id, rank: splitRank(p.id) }))
      .sort((a, b) => a.rank - b.rank || (a.id < b.id ? -1 : 1));
    for (const { id } of ranked.slice(0, Math.round((ranked.length * TEST_PERCENT) / 100))) testIds.add(id);
  }
  return { train: posts.filter((p) => !testIds.has(p.id)), test: posts.filter((p) => testIds.has(p.id)) };
}

/** Parses JSONL text into posts, skipping blank lines. Throws SyntaxError on a malformed line. */
export const parseJobPosts = (jsonl: string): JobPost[] =>
  jsonl
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as JobPost);

/** Serialises posts as JSONL, one post a line, ending with a newline. */
export const toJsonl = (posts: readonly JobPost[]): string =>
  posts.map((p) => JSON.stringify(p)).join("\n") + (posts.length ? "\n" : "");

/**
 * The held-back split (corpus/job-posts/test.jsonl) that training never reads: for evaluation only.
 * Throws when the file is missing or malformed.
 */
export const readHeldBackSplit = async (): Promise<JobPost[]> =>
  parseJobPosts(await readFile(path.join(CORPUS_DIR, "test.jsonl"), "utf8"));

/** The training split (corpus/job-posts/train.jsonl). Throws when the file is missing or malformed. */
export const readTrainSplit = async (): Promise<JobPost[]> =>
  parseJobPosts(await readFile(path.join(CORPUS_DIR, "train.jsonl"), "utf8"));
