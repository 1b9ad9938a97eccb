/**
 * The website hosting add-on (spec 2 §2 when it is offered, §5 "Hosting add-on", §9 price).
 *
 * @module
 */
import {
  HOSTING_BUDGET_MAX_FACTOR,
  HOSTING_DURATION_YEARS,
  HOSTING_KEYWORDS,
  HOSTING_PRICE_PAISE,
} from "../constants";
import { addDaysToDate, assertDateString, type DateString } from "../dates";
import { percentOf } from "../money";
import type { AnalysisTask } from "./schema";

// "e-commerce" is the same word as the spec's "ecommerce"; plurals ("websites", "blogs") count too.
const HOSTING_PATTERN = new RegExp(
  `(?<![a-z0-9])(?:${[...HOSTING_KEYWORDS, "e-commerce"].map((k) => k.replace(/ /g, "\\s+")).join("|")})s?(?![a-z0-9])`,
  "i",
);

/**
 * Whether to offer hosting: the title or description mentions website, web app, web application,
 * landing page, portfolio site, ecommerce or blog (spec 2 §2). Case-insensitive, whole words.
 *
 * @param title - the brief's title.
 * @param description - the brief's description.
 */
export function mentionsHosting(title: string, description: string): boolean {
  return HOSTING_PATTERN.test(title) || HOSTING_PATTERN.test(description);
}

/**
 * The hosting add-on task (spec 2 §5): one year from `startDate`, budget ₹1,000 = 100 000 paise
 * (spec 2 §9), low priority, no labour hours, no milestone group.
 *
 * @param options.startDate - the day hosting starts ("YYYY-MM-DD"), usually the launch task's due
 *   date; the task is due the day before the anniversary.
 * @param options.dependencies - indexes of tasks hosting waits for, usually the launch task.
 * @returns the task, shaped like any breakdown task (spec 2 §3).
 * @throws {RangeError} when `startDate` is not a valid "YYYY-MM-DD" date.
 */
export function hostingTask(options: { startDate: DateString; dependencies?: number[] }): AnalysisTask {
  const { startDate } = options;
  assertDateString(startDate, "startDate");
  const [year, month, day] = startDate.split("-").map(Number);
  // The same calendar day a year later, minus one day; 29 February rolls to 28 February + 1.
  const anniversary = new Date(Date.UTC(year + HOSTING_DURATION_YEARS, month - 1, day))
    .toISOString()
    .slice(0, 10);
  return {
    title: "Website hosting (1 year)",
    description: "Managed hosting for one year: 99.9% uptime, SSL certificate and a year of support.",
    estimatedHours: 0,
    estimatedBudget: HOSTING_PRICE_PAISE,
    priority: "low",
    startDate,
    dueDate: addDaysToDate(anniversary, -1),
    isMilestone: false,
    milestoneGroup: null,
    dependencies: options.dependencies ?? [],
    requiredSkills: ["Web hosting"],
  };
}

/**
 * The maximum budget when hosting is included: 1.2 × the total (spec 2 §5), in paise, rounded to
 * the nearest paisa.
 *
 * @param totalPaise - the project total including the hosting task, integer paise.
 * @returns integer paise.
 * @throws {RangeError} when `totalPaise` is not a safe integer.
 */
export function hostingBudgetMax(totalPaise: number): number {
  return percentOf(totalPaise, HOSTING_BUDGET_MAX_FACTOR * 100);
}
