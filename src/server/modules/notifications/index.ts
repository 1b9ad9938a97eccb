/**
 * What other modules may use of notifications (issue 18 item 5: a module imports another only through its
 * index.ts, checked by .dependency-cruiser.cjs): sending an in-app notification, and the job name of the
 * e-mail to a recipient away from Messages.
 *
 * @module
 */
export { AWAY_JOB } from "./message-away";
export { notify } from "./notify";
