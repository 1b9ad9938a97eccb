/**
 * The project detail's JSON text (decision 0022): the kept shown version (most of a detail's 5–10 KB) is
 * serialized once per view and day, and only the project's own fields on every request.
 *
 * @module
 */
import type { ShownVersion } from "@/domain/projects/detail-view";
import type { ProjectDetail } from "./project-schemas";

/** The kept shown version a detail was made from (not set for another version's, made per request). */
const keptContentOf = new WeakMap<ProjectDetail, ShownVersion>();
/** The JSON text of a kept shown version, made on its first answer. */
const keptContentText = new WeakMap<ShownVersion, string>();

/**
 * Marks `detail` as made from the kept (shared) `content`, so that {@link projectDetailText} reuses that
 * content's text. Call it only with content kept across requests (`keptShownVersion`, detail-rows.ts).
 */
export function madeFromKeptContent(detail: ProjectDetail, content: ShownVersion): void {
  keptContentOf.set(detail, content);
}

/**
 * The JSON text of a detail from `getProject`, the same text as `JSON.stringify(detail)`: the kept
 * version, tasks and schedule (most of its 5–10 KB) are serialized once per view and day, only the
 * project's own fields on every request (decision 0022).
 */
export function projectDetailText(detail: ProjectDetail): string {
  const content = keptContentOf.get(detail);
  if (!content) return JSON.stringify(detail);
  let text = keptContentText.get(content);
  if (text === undefined) {
    text = JSON.stringify(content);
    keptContentText.set(content, text);
  }
  const { version, tasks, paymentSchedule, ...project } = detail;
  // `{…project}` and `{version,tasks,paymentSchedule}` joined: the keys in the order JSON.stringify(detail) has.
  return `${JSON.stringify(project).slice(0, -1)},${text.slice(1)}`;
}
