/**
 * The project detail's answer bytes (decision 0022): the kept content (most of a detail's 5–10 KB) is
 * serialized and encoded as UTF-8 once per view and day, and only the project's own fields on every request.
 *
 * @module
 */
import type { KeptContent } from "./detail-rows";
import type { ProjectDetail } from "./project-schemas";

/** The kept content a detail was made from (not set for another version's, made per request). */
const keptContentOf = new WeakMap<ProjectDetail, KeptContent>();
/** A kept content's JSON text after its opening brace, as UTF-8, made on its first answer. */
const keptContentBytes = new WeakMap<KeptContent, Buffer>();

/**
 * Marks `detail` as made from the kept (shared) `content`, whose keys are the detail's last, in the same
 * order, so that {@link projectDetailText} reuses that content's bytes. Call it only with content kept across
 * requests (`keptShownVersion`, detail-rows.ts).
 */
export function madeFromKeptContent(detail: ProjectDetail, content: KeptContent): void {
  keptContentOf.set(detail, content);
}

/**
 * The answer of a detail from `getProject`: `JSON.stringify(detail)` as UTF-8 bytes. The kept content is
 * serialized and encoded once per view and day, only the project's own fields on every request: encoding the
 * whole text per request was a quarter of the server's time under the routes bench (decision 0022,
 * bench/detail-split.md).
 */
export function projectDetailText(detail: ProjectDetail): Buffer {
  const content = keptContentOf.get(detail);
  if (!content) return Buffer.from(JSON.stringify(detail));
  let bytes = keptContentBytes.get(content);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(content).slice(1));
    keptContentBytes.set(content, bytes);
  }
  const project: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(detail)) if (!(key in content)) project[key] = value;
  // `{…project,` and the content's `…}` joined: the keys in the order JSON.stringify(detail) has.
  return Buffer.concat([Buffer.from(`${JSON.stringify(project).slice(0, -1)},`), bytes]);
}
