import { lazy, Suspense, useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { ScrollArea } from "@/web/components/ui/scroll-area";
import { Table, Td, Th } from "@/web/components/ui/table";
import { cn } from "@/web/lib/cn";
import { formatHours } from "@/web/lib/format";
import type { ProjectDetail } from "../api/get-project";

type Actuals = ProjectDetail["actuals"];
type Group = NonNullable<Actuals["groups"]>[number];

// recharts is large: the chart loads in its own chunk, so the detail's first load stays within its budget.
const HoursByMilestoneChart = lazy(() => import("./hours-by-milestone-chart"));

/** "+2.5 h" over the estimate, "−1 h" under it, "0 h" on it, "—" with nothing logged. */
export function formatDifference(hours: number | null): string {
  if (hours === null) return "—";
  if (hours > 0) return `+${formatHours(hours)}`;
  if (hours < 0) return `−${formatHours(-hours)}`;
  return formatHours(0);
}

const differenceTone = (hours: number | null) =>
  hours !== null && hours > 0 ? "text-red-700" : hours !== null && hours < 0 ? "text-green-800" : "";

const groupLabel = (group: number | null) => (group === null ? "No milestone" : `Milestone ${group}`);

/** A difference cell: the sign says over or under, the colour repeats it. */
function DifferenceCell({ hours, className }: { hours: number | null; className?: string }) {
  return (
    <Td className={cn("text-right whitespace-nowrap tabular-nums", differenceTone(hours), className)}>
      {formatDifference(hours)}
    </Td>
  );
}

/** The header of a table of hours: the first column's, then Estimated hours, Actual hours and Difference. */
function HoursHead({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <Th>{first}</Th>
        <Th className="text-right">Estimated hours</Th>
        <Th className="text-right">Actual hours</Th>
        <Th className="text-right">Difference</Th>
      </tr>
    </thead>
  );
}

/** A row's estimated, actual and difference cells (hours; null actual or difference: nothing logged). */
function HoursCells({
  estimated,
  actual,
  difference,
}: {
  estimated: number;
  actual: number | null;
  difference: number | null;
}) {
  return (
    <>
      <Td className="text-right tabular-nums">{formatHours(estimated)}</Td>
      <Td className="text-right tabular-nums">{formatHours(actual)}</Td>
      <DifferenceCell hours={difference} />
    </>
  );
}

/** Estimated against actual hours per milestone group as a bar chart, with the same figures as a table. */
function HoursByMilestone({ groups }: { groups: Group[] }) {
  const captionId = useId();
  const rows = groups.map((g) => ({
    name: groupLabel(g.milestoneGroup),
    estimated: g.estimatedHours,
    actual: g.actualHours,
  }));
  const summary = "Hours estimated for each milestone group's tasks beside the hours logged on them.";
  return (
    <figure aria-labelledby={captionId} className="m-0">
      <figcaption>
        <h3 id={captionId} className="font-semibold text-slate-900">
          Hours by Milestone
        </h3>
        <p className="mt-1 text-sm text-slate-600">{summary}</p>
      </figcaption>
      <div className="mt-3 h-56 w-full">
        <Suspense fallback={null}>
          <HoursByMilestoneChart rows={rows} summary={summary} />
        </Suspense>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-blue-800">Show data as a table</summary>
        <ScrollArea label="Hours by milestone" className="mt-2">
          <Table>
            <HoursHead first="Milestone" />
            <tbody>
              {groups.map((g) => (
                <tr key={g.milestoneGroup ?? "none"}>
                  <Th scope="row" className="bg-white font-medium whitespace-nowrap">
                    {groupLabel(g.milestoneGroup)}
                  </Th>
                  <HoursCells
                    estimated={g.estimatedHours}
                    actual={g.actualHours}
                    difference={g.differenceHours}
                  />
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollArea>
      </details>
    </figure>
  );
}

/**
 * Estimated vs Actual Hours on project detail (issue 20 item 6): per task its estimate, the hours logged and
 * the difference, with the totals; staff and the client also see the hours per milestone group as a bar
 * chart (with its table). A freelancer's `actuals` hold their own tasks only (the server's rule). The
 * difference counts only tasks with hours logged, as calibration does.
 */
export function EstimatedVsActual({
  actuals,
  tasks,
  freelancer,
}: {
  actuals: Actuals;
  tasks: ProjectDetail["tasks"];
  freelancer: boolean;
}) {
  if (actuals.tasks.length === 0) return null;
  const titles = new Map(tasks.map((t) => [t.id, t.title]));
  const { total } = actuals;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Estimated vs Actual Hours</CardTitle>
        <p className="text-sm text-slate-600">
          {freelancer
            ? "Your tasks: the hours estimated and the hours logged."
            : "The hours estimated for each task and the hours logged on it."}
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        {total.loggedTasks === 0 ? (
          <p className="text-sm text-slate-700">
            No hours have been logged on {freelancer ? "your tasks" : "these tasks"} yet.
          </p>
        ) : (
          <>
            <ScrollArea label="Estimated vs actual hours per task">
              <Table className="min-w-[32rem]">
                <HoursHead first="Task" />
                <tbody>
                  {actuals.tasks.map((line) => (
                    <tr key={line.taskId}>
                      <Td className="min-w-40">{titles.get(line.taskId) ?? "—"}</Td>
                      <HoursCells
                        estimated={line.estimatedHours}
                        actual={line.actualHours}
                        difference={line.differenceHours}
                      />
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="font-semibold">
                    <Th scope="row" className="bg-white">
                      Total
                    </Th>
                    <HoursCells
                      estimated={total.estimatedHours}
                      actual={total.actualHours}
                      difference={total.differenceHours}
                    />
                  </tr>
                </tfoot>
              </Table>
            </ScrollArea>
            <p className="text-sm text-slate-600">
              The difference counts only the {total.loggedTasks} task{total.loggedTasks === 1 ? "" : "s"} with
              hours logged ({formatHours(total.loggedEstimatedHours)} estimated for them).
            </p>
            {!freelancer && actuals.groups && actuals.groups.length > 0 && (
              <HoursByMilestone groups={actuals.groups} />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
