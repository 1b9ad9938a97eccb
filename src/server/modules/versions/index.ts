/**
 * What other modules may use of versions (issue 18 item 5: a module imports another only through its
 * index.ts, checked by .dependency-cruiser.cjs): the query that picks a project version.
 *
 * @module
 */
export { versionQuerySchema } from "./version-schemas";
