/**
 * What other modules may use of notifications (issue 18 item 5: a module imports another only through its
 * index.ts, checked by .dependency-cruiser.cjs): sending an in-app notification (and its e-mail).
 *
 * @module
 */
export { notify } from "./notify";
