import { z } from "@hono/zod-openapi";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import {
  type CalibrationRatio,
  type CompletedProjectHours,
  calibrationHistory,
  calibrationRatios,
  type InScopeType,
  MIN_CALIBRATION_PROJECTS,
  RATIO_BOUNDS,
  SUBCATEGORIES,
  SUBCATEGORY_LABELS,
  type Subcategory,
} from "@/domain/analysis";
import { businessToday } from "@/domain/dates";
import { CANCELLED_STATUS } from "@/domain/projects/statuses";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { currentVersionOfProject } from "../../db/joins";
import { loggedHoursByVersion } from "../../db/logged-hours";
import { projects, projectVersions } from "../../db/schema";

/** Completed projects (spec 2 §4: COMPLETED and CLOSED) are the ones whose hours calibrate the estimator. */
const COMPLETED_CODES = ["COMPLETED", "CLOSED"] as const;

const isSubcategoryOf = (type: string | null, subcategory: string | null): type is InScopeType =>
  type !== null &&
  type in SUBCATEGORIES &&
  (SUBCATEGORIES[type as InScopeType] as readonly string[]).includes(subcategory ?? "");

/**
 * The hours of every completed, uncancelled project (issue 20 item 7): its current version's category and
 * subcategory (from the version's analysis), and the estimated and actual hours summed over the tasks that
 * have actual hours logged (tasks nobody logged against say nothing about the estimate). The completion day
 * is the project's last change in India's calendar. Projects without logged hours or of no supported
 * subcategory are left out.
 */
export async function completedProjectHours(db: Db): Promise<CompletedProjectHours[]> {
  const logged = loggedHoursByVersion(db);
  const rows = await db
    .select({
      projectType: projectVersions.projectType,
      subcategory: sql<string | null>`${projectVersions.aiAnalysis} ->> 'subcategory'`,
      estimatedHours: logged.estimatedHours,
      actualHours: logged.actualHours,
      updatedAt: projects.updatedAt,
    })
    .from(logged)
    .innerJoin(projectVersions, eq(projectVersions.id, logged.versionId))
    .innerJoin(projects, currentVersionOfProject)
    .where(and(inArray(projects.statusCode, [...COMPLETED_CODES]), ne(projects.status, CANCELLED_STATUS)));
  return rows.flatMap((row) =>
    isSubcategoryOf(row.projectType, row.subcategory)
      ? [
          {
            projectType: row.projectType,
            subcategory: row.subcategory as Subcategory,
            estimatedHours: row.estimatedHours,
            actualHours: row.actualHours,
            completedOn: businessToday(row.updatedAt),
          },
        ]
      : [],
  );
}

/**
 * The calibration the built-in estimator applies now (issue 20 item 7): the ratios over every completed
 * project (`calibrationRatios`); those backed by fewer than 5 projects are returned too and ignored by the
 * estimator.
 */
export async function currentCalibration(db: Db): Promise<CalibrationRatio[]> {
  return calibrationRatios(await completedProjectHours(db));
}

const ratioSchema = z
  .object({
    projectType: z.enum(["it_services", "content_creation", "graphic_design"]),
    subcategory: z.string().openapi({ example: "website" }),
    label: z.string().openapi({ example: "website" }),
    ratio: z.number().openapi({ description: "Actual ÷ estimated hours, held to the bounds, 2 decimals" }),
    unboundedRatio: z.number().openapi({ description: "The measured ratio before the bounds" }),
    projects: z.number().int(),
    estimatedHours: z.number(),
    actualHours: z.number(),
    applied: z
      .boolean()
      .openapi({ description: "True when enough projects back it for new estimates to use it" }),
  })
  .openapi("CalibrationRatio");

/** `GET /api/calibration`: the ratios now, the rule that applies them, and the ratios at the end of each month. */
export const calibrationSchema = z
  .object({
    minProjects: z.number().int(),
    bounds: z.object({ min: z.number(), max: z.number() }),
    ratios: z.array(ratioSchema),
    history: z.array(
      z.object({ month: z.string().openapi({ example: "2026-10" }), ratios: z.array(ratioSchema) }),
    ),
  })
  .openapi("Calibration");
export type Calibration = z.infer<typeof calibrationSchema>;

const labelled = (ratios: readonly CalibrationRatio[]) =>
  ratios.map((r) => ({ ...r, label: SUBCATEGORY_LABELS[r.subcategory] }));

/**
 * The calibration page (issue 20 item 7; managers and administrators, who see all projects): the ratio of
 * actual to estimated hours per kind of work with the projects behind each, which of them new estimates apply
 * (from 5 projects, held to 0.5–2×), and the same ratios as they stood at the end of each month.
 * @throws AppError forbidden for clients and freelancers.
 */
export async function getCalibration({ deps, actor }: { deps: Deps; actor: Actor }): Promise<Calibration> {
  requireAccess(actor, "projects.list_all");
  const rows = await completedProjectHours(deps.db);
  return {
    minProjects: MIN_CALIBRATION_PROJECTS,
    bounds: { ...RATIO_BOUNDS },
    ratios: labelled(calibrationRatios(rows)),
    history: calibrationHistory(rows).map((m) => ({ month: m.month, ratios: labelled(m.ratios) })),
  };
}
