import { eq, inArray } from "drizzle-orm";
import { buildPaymentSchedule, type PaymentSchedule } from "@/domain/projects/payment-schedule";
import type { Db, Tx } from "../../db/client";
import { currentVersionOfProject } from "../../db/joins";
import { projectPayments, projects, projectTasks, projectVersions } from "../../db/schema";

/**
 * The payment schedules of `projectIds` (spec 2 §5), built from each project's current published version's
 * tasks and all its payments, at `now` — the one place the server derives what a client owes, so initiate,
 * coupon checks and banners charge the same amounts. Projects without tasks get an empty schedule.
 */
export async function loadSchedules(
  db: Db | Tx,
  projectIds: readonly string[],
  now: Date,
): Promise<Map<string, PaymentSchedule>> {
  if (projectIds.length === 0) return new Map();
  const [tasks, payments] = await Promise.all([
    db
      .select({
        projectId: projects.id,
        estimatedBudget: projectTasks.estimatedBudget,
        startDate: projectTasks.startDate,
        dueDate: projectTasks.dueDate,
        milestoneGroup: projectTasks.milestoneGroup,
      })
      .from(projects)
      .innerJoin(projectVersions, currentVersionOfProject)
      .innerJoin(projectTasks, eq(projectTasks.projectVersionId, projectVersions.id))
      .where(inArray(projects.id, [...projectIds])),
    db
      .select({
        projectId: projectPayments.projectId,
        paymentType: projectPayments.paymentType,
        milestoneNumber: projectPayments.milestoneNumber,
        paymentStatus: projectPayments.paymentStatus,
      })
      .from(projectPayments)
      .where(inArray(projectPayments.projectId, [...projectIds])),
  ]);
  return new Map(
    projectIds.map((id) => [
      id,
      buildPaymentSchedule({
        tasks: tasks.filter((task) => task.projectId === id),
        payments: payments.filter((payment) => payment.projectId === id),
        now,
      }),
    ]),
  );
}
