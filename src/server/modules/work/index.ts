/**
 * What other modules may use of work (issue 18 item 5: a module imports another only through its index.ts,
 * checked by .dependency-cruiser.cjs): counting the tasks left to map, for the dashboard; a freelancer's own
 * tasks as My Work shows them (`myTaskRows`, `MyTask`, `myTaskSchema`), for the tasks module's progress update.
 *
 * @module
 */
export { countMappableTasks, UNASSIGNED } from "./list-mappable-tasks";
export { myTaskRows, taskOfCurrentVersion } from "./my-task-rows";
export { type MyTask, myTaskSchema } from "./work-schemas";
