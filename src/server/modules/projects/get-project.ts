import { businessToday } from "@/domain/dates";
import { sumPaise } from "@/domain/money";
import { acceptanceLimitMessage } from "@/domain/plans/eligibility";
import { detailViewOf, shownVersion } from "@/domain/projects/detail-view";
import { CANCELLED_STATUS, isAccepted, type StatusCode } from "@/domain/projects/statuses";
import { canViewVersionNumber, freelancerVisibleVersion } from "@/domain/projects/versions";
import { type Actor, projectStanding } from "../../access";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { type ClientPlanFields, keptClientEligibility } from "../plans";
import {
  currentRows,
  detailStatements,
  type KeptContent,
  keptShownVersion,
  projectNotFound,
} from "./detail-rows";
import { madeFromKeptContent } from "./detail-text";
import { actualsFor } from "./project-actuals";
import type { ProjectDetail } from "./project-schemas";

/**
 * Loads a project's detail for `actor` (spec 2 §2 "Project detail"), applying spec 2 §6 with the rule every
 * route applies (`projectStanding`, src/server/access): clients see only their own projects and no
 * freelancer budget; freelancers see projects they are on or with an enabled version — the enabled version
 * they see, else the current one — with the freelancer budget and without client or estimated budgets, task
 * budgets or payment schedule; staff see everything (the shaping: `shownVersion`, src/domain/projects).
 * `versionNumber` (spec 2 §4) picks a version: clients and staff any published number, staff also 0 (the
 * draft); a freelancer only the number of the version they see anyway. Omitted: the current version.
 * One database round trip when the version shown is the current one and this process holds its rows at the
 * project's detail revision, one more to read them otherwise, one more for another version (0018, 0022;
 * detail-rows.ts); staff viewing a project not yet accepted also get the client's plan room (`clientPlan`,
 * issue 19 item 2), which costs no statement while this process keeps the client's acceptances (issue 18
 * item 7). Its answer bytes: `projectDetailText` (detail-text.ts).
 * @returns the detail; its `version`, `tasks`, `paymentSchedule` and (for staff and the client) `actuals` are
 *   shared with other requests of the same view and day (decision 0022): read them, never change them.
 * @throws AppError project_not_found (404) when missing or not visible to the actor — never 403, so a
 *   project's existence is not revealed.
 */
export async function getProject({
  deps,
  actor,
  id,
  versionNumber,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  versionNumber?: number;
}): Promise<ProjectDetail> {
  const prepared = detailStatements(deps.db);
  const [head] = await prepared.head.execute({ id, actorId: actor.id });
  if (!head) throw projectNotFound();
  const { project } = head;
  const standing = projectStanding(actor, {
    clientId: project.clientId,
    linkedFreelancer: head.linkedFreelancer,
    assignedTask: head.assignedTask,
    enabledForFreelancers: head.enabledForFreelancers,
  });
  if (!standing) throw projectNotFound();
  const rows = await currentRows(prepared, id, head.revision, project.currentVersion);

  const freelancer = actor.role === "freelancer";
  const current = rows.currentVersion;
  const chosen = freelancer
    ? (freelancerVisibleVersion(rows.versions) ?? (standing.onTeam ? (current ?? undefined) : undefined))
    : versionNumber === undefined || versionNumber === project.currentVersion
      ? (current ?? undefined)
      : canViewVersionNumber(actor.role, versionNumber)
        ? rows.versions.find((v) => v.versionNumber === versionNumber)
        : undefined;
  if (!chosen) throw projectNotFound();
  if (versionNumber !== undefined && chosen.versionNumber !== versionNumber) throw projectNotFound();
  const view = detailViewOf(actor.role);
  const now = deps.now();
  // Each payment with its processed refunds (issue 20 item 4), for the schedule's net paid; made only when
  // the shown version is shaped, not for kept content.
  const payments = () =>
    rows.payments.map((payment) => ({
      ...payment,
      refundedPaise: sumPaise(rows.refunded.filter((r) => r.paymentId === payment.id).map((r) => r.amount)),
    }));
  let content: KeptContent;
  let tasks: typeof rows.tasks;
  const kept = current && chosen.id === current.id;
  if (kept) {
    tasks = rows.tasks;
    content = keptShownVersion(rows, `${view} ${businessToday(now)}`, () => ({
      // Staff's and the client's actuals are the same on every request of the view: kept with it.
      ...(view === "freelancer" ? {} : { actuals: actualsFor(view, actor.id, rows.tasks) }),
      ...shownVersion(view, current, rows.tasks, payments(), now),
    }));
  } else {
    const [other] = await prepared.version.execute({ versionId: chosen.id });
    if (!other) throw projectNotFound();
    tasks = other.tasks;
    content = shownVersion(view, other.version, other.tasks, payments(), now);
  }
  const detail: ProjectDetail = {
    id: project.id,
    statusCode: project.statusCode as StatusCode,
    status: project.status,
    statusName: head.status.statusName,
    phase: head.status.phase,
    currentVersion: project.currentVersion,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    ...(view === "staff" ? { client: head.client } : {}),
    ...(view === "staff" && !isAccepted(head.status.phase) && project.status !== CANCELLED_STATUS
      ? { clientPlan: await clientPlan(deps.db, project.clientId, head.clientPlan, now) }
      : {}),
    // Per request for a freelancer, whose share is their own tasks (issue 20 item 6); else kept with the content.
    actuals: content.actuals ?? actualsFor(view, actor.id, tasks),
    ...content,
  };
  if (kept) madeFromKeptContent(detail, content);
  return detail;
}

/**
 * Whether the client's plan has room for another accepted project, for the staff status control of a
 * project not yet accepted (issue 19 item 2): the server refuses the acceptance otherwise. `profile` is the
 * client's plan as the head statement read it; the acceptances are kept per client (`keptClientEligibility`).
 */
async function clientPlan(
  db: Db,
  clientId: string,
  profile: ClientPlanFields,
  now: Date,
): Promise<NonNullable<ProjectDetail["clientPlan"]>> {
  const eligibility = await keptClientEligibility(db, clientId, profile, now);
  const { eligible, plan, used, limit } = eligibility;
  return { eligible, plan, used, limit, message: acceptanceLimitMessage(eligibility) };
}
