/**
 * What other modules may use of work (issue 18 item 5: a module imports another only through its index.ts,
 * checked by .dependency-cruiser.cjs): counting the tasks left to map, for the dashboard.
 *
 * @module
 */
export { countMappableTasks, UNASSIGNED } from "./list-mappable-tasks";
