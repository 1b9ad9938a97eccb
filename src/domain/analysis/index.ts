/**
 * The built-in project analysis engine (DESIGN §5; issue 17): schemas, classification, deliverable
 * extraction, norms and planning, scheduling, the full analysis, the spec's fallback estimate and the hosting add-on.
 *
 * @module
 */
export {
  analysisRecommendations,
  analysisRisks,
  LOW_BUDGET_PERCENT,
  SUBCATEGORY_LABELS,
  TEAM_HOURS,
  TYPE_LABELS,
  unsupportedAnalysis,
  VAGUE_BRIEF_WORDS,
} from "./analysis-text";
export {
  analyzeBrief,
  briefText,
  roundToRupee,
} from "./analyze-brief";
export {
  type CalibrationMonth,
  type CalibrationRatio,
  type CompletedProjectHours,
  calibrationHistory,
  calibrationRatios,
  MIN_CALIBRATION_PROJECTS,
  RATIO_BOUNDS,
} from "./calibration";
export {
  type ClassifiableBrief,
  type Classification,
  classifyBrief,
  MIN_IN_SCOPE_SCORE,
  TITLE_WEIGHT,
} from "./classify";
export { countWords } from "./count-words";
export { extractDeliverables } from "./extract-deliverables";
export {
  FALLBACK_BASE_HOURS,
  FALLBACK_TASKS,
  fallbackComplexity,
  fallbackEstimate,
  fallbackHours,
} from "./fallback-estimate";
export { hostingBudgetMax, hostingTask, mentionsHosting } from "./hosting";
export { analysisViolations } from "./invariants";
export { type InScopeType, SUBCATEGORIES, type Subcategory } from "./lexicon";
export { HOURLY_RATE_PAISE } from "./norms";
export {
  type DeadlineFit,
  deadlineRiskText,
  MAX_PEOPLE_PER_ROLE,
  type PlanSchedule,
  type PlanScheduleOptions,
  type PlanTaskInput,
  REVIEW_WORKING_DAYS,
  ROLE_BY_CATEGORY,
  schedulePlan,
  WORK_ROLES,
  WORKING_HOURS_PER_DAY,
  type WorkRole,
} from "./schedule-plan";
export { deadlineRisk, type Schedule, scheduleTasks, taskDays, WORK_HOURS_PER_DAY } from "./schedule-tasks";
export {
  type Analysis,
  type AnalysisTask,
  analysisSchema,
  analysisTaskSchema,
  type Brief,
  briefSchema,
  type Complexity,
  complexitySchema,
  type Deliverable,
  type EstimateExplanation,
  type ProjectType,
  projectTypeSchema,
  type TaskPriority,
  taskPrioritySchema,
} from "./schema";
