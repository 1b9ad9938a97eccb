/**
 * Adding the website hosting add-on to a submitted breakdown (spec 2 §2, §5 "Hosting add-on").
 *
 * @module
 */
import { hostingBudgetMax, hostingTask } from "../analysis/hosting";
import type { AnalysisTask } from "../analysis/schema";
import type { DateString } from "../dates";

/** A breakdown with hosting added, its total and the maximum budget; amounts in integer paise. */
export interface WithHosting {
  breakdown: AnalysisTask[];
  /** Sum of task budgets, hosting included. */
  totalPaise: number;
  /** 1.2 × `totalPaise` (spec 2 §5). */
  budgetMaxPaise: number;
}

/**
 * Appends the hosting task (1 year, ₹1,000, low priority) after the task that finishes last — hosting
 * starts when the site launches and depends on that task — or from `today` for an empty breakdown,
 * and sets the maximum budget to 1.2 × the new total (spec 2 §5).
 * @param breakdown - the analysed tasks (not modified).
 * @param today - "YYYY-MM-DD", used when there is no task to follow.
 */
export function addHosting(breakdown: readonly AnalysisTask[], today: DateString): WithHosting {
  let last = -1;
  breakdown.forEach((task, index) => {
    if (last < 0 || task.dueDate > breakdown[last].dueDate) last = index;
  });
  const hosting = hostingTask({
    startDate: last < 0 ? today : breakdown[last].dueDate,
    dependencies: last < 0 ? [] : [last],
  });
  const tasks = [...breakdown, hosting];
  const totalPaise = tasks.reduce((sum, task) => sum + task.estimatedBudget, 0);
  return { breakdown: tasks, totalPaise, budgetMaxPaise: hostingBudgetMax(totalPaise) };
}
