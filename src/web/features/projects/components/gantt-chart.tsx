import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { GANTT_DEFAULT_WINDOW_MONTHS, GANTT_WINDOW_MONTHS } from "@/domain/constants";
import { businessToday } from "@/domain/dates";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/input";
import { formatDate, humanize } from "@/web/lib/format";
import { barInWindow, dayOffset, ganttWindow, initialMonth, shiftMonth } from "./gantt-window";

/** What the chart needs of a task. Dates are "YYYY-MM-DD". */
export interface GanttTask {
  id: string;
  title: string;
  status: string;
  startDate: string | null;
  dueDate: string | null;
  isMilestone: boolean;
}

/** Task statuses in the legend (spec 2 §4 "Tasks"), with their bar colours. */
const STATUS_COLOURS: Record<string, string> = {
  pending: "bg-slate-500",
  assigned: "bg-purple-600",
  in_progress: "bg-blue-600",
  review: "bg-amber-500",
  completed: "bg-green-600",
};

const DAY_WIDTH: Record<number, number> = { 1: 24, 2: 14, 3: 10, 6: 6 };
const LABEL_WIDTH = 168;

/**
 * Tasks as bars over days (spec 1 §2, spec 2 §2 "Gantt chart"): month navigation, a window of
 * 1, 2, 3 or 6 months (default 3), a legend of task statuses and a star on milestones. The timeline
 * scrolls sideways on small screens.
 */
export function GanttChart({
  tasks,
  today = businessToday(new Date()),
}: {
  tasks: GanttTask[];
  today?: string;
}) {
  const selectId = useId();
  const [month, setMonth] = useState(() => initialMonth(tasks, today));
  const [months, setMonths] = useState<number>(GANTT_DEFAULT_WINDOW_MONTHS);
  const view = useMemo(() => ganttWindow(month, months), [month, months]);
  const dayWidth = DAY_WIDTH[months] ?? 10;
  const todayOffset = dayOffset(view, today);
  const first = view.months[0].label;
  const last = view.months[view.months.length - 1].label;
  const range = first === last ? first : `${first} – ${last}`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-1">
          <Button
            variant="secondary"
            size="icon"
            aria-label="Previous month"
            onClick={() => setMonth(shiftMonth(month, -1))}
          >
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          </Button>
          <p className="min-w-40 text-center text-sm font-medium text-slate-800" aria-live="polite">
            {range}
          </p>
          <Button
            variant="secondary"
            size="icon"
            aria-label="Next month"
            onClick={() => setMonth(shiftMonth(month, 1))}
          >
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
            Window
          </label>
          <NativeSelect
            id={selectId}
            className="w-32"
            value={months}
            onChange={(e) => setMonths(Number(e.target.value))}
          >
            {GANTT_WINDOW_MONTHS.map((m) => (
              <option key={m} value={m}>
                {m} {m === 1 ? "month" : "months"}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {Object.entries(STATUS_COLOURS).map(([status, colour]) => (
          <li key={status} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`h-3 w-3 rounded-sm ${colour}`} />
            {humanize(status)}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="text-amber-600">
            ★
          </span>
          Milestone
        </li>
      </ul>
      <section
        aria-label={`Timeline, ${range}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <div style={{ width: LABEL_WIDTH + view.days * dayWidth }} className="relative text-xs">
          <div className="flex border-b border-slate-200 bg-slate-50" aria-hidden="true">
            <div
              style={{ width: LABEL_WIDTH }}
              className="sticky left-0 z-10 shrink-0 bg-slate-50 px-3 py-2 font-semibold text-slate-700"
            >
              Task
            </div>
            {view.months.map((m) => (
              <div
                key={m.key}
                style={{ width: m.days * dayWidth }}
                className="shrink-0 border-l border-slate-200 px-2 py-2 font-semibold text-slate-700"
              >
                {m.label}
              </div>
            ))}
          </div>
          {tasks.length === 0 && <p className="px-3 py-6 text-sm text-slate-600">No tasks to show.</p>}
          <ul>
            {tasks.map((task) => {
              const bar = barInWindow(view, task.startDate, task.dueDate);
              return (
                <li key={task.id} className="flex border-b border-slate-100 last:border-b-0">
                  <div
                    style={{ width: LABEL_WIDTH }}
                    className="sticky left-0 z-10 flex shrink-0 items-center gap-1 bg-white px-3 py-2 text-slate-800"
                  >
                    {task.isMilestone && (
                      <span role="img" aria-label="Milestone" className="text-amber-600">
                        ★
                      </span>
                    )}
                    <span className="truncate" title={task.title}>
                      {task.title}
                    </span>
                    <span className="sr-only">
                      {`${humanize(task.status)}, ${formatDate(task.startDate)} to ${formatDate(task.dueDate)}`}
                      {bar ? "" : ", outside this window"}
                    </span>
                  </div>
                  <div className="relative flex-1" aria-hidden="true">
                    {view.months.slice(1).map((m) => (
                      <span
                        key={m.key}
                        style={{ left: m.offset * dayWidth }}
                        className="absolute inset-y-0 border-l border-slate-100"
                      />
                    ))}
                    {todayOffset !== null && (
                      <span
                        style={{ left: todayOffset * dayWidth }}
                        className="absolute inset-y-0 border-l-2 border-red-400"
                      />
                    )}
                    {bar && (
                      <span
                        title={`${task.title}: ${formatDate(task.startDate)} – ${formatDate(task.dueDate)}`}
                        style={{ left: bar.offset * dayWidth, width: Math.max(bar.span * dayWidth, 6) }}
                        className={`absolute top-1/2 h-4 -translate-y-1/2 ${STATUS_COLOURS[task.status] ?? "bg-slate-500"} ${
                          bar.startsBefore ? "" : "rounded-l"
                        } ${bar.endsAfter ? "" : "rounded-r"}`}
                      />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    </div>
  );
}
