/**
 * What other modules may use of calibration (issue 18 item 5: a module imports another only through its
 * index.ts): the calibration the built-in estimator applies now (issue 20 item 7).
 *
 * @module
 */
export { currentCalibration } from "./read-calibration";
