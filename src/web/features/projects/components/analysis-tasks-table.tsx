import { formatInr } from "@/domain/money";
import { ScrollArea } from "@/web/components/ui/scroll-area";
import { Table, Td, Th } from "@/web/components/ui/table";
import { formatDate, formatHours } from "@/web/lib/format";
import type { AnalyzeResult } from "../api/analyze-project";

type AnalysisTask = AnalyzeResult["analysis"]["breakdown"][number];

/**
 * The analysis' task breakdown: title, hours, budget, dates and milestone group (spec 2 §2 step 2); under
 * each title how its hours were reached ("40 × 2,000 words at 500 words an hour = 160 h", issue 17 §5),
 * in the title cell so the table stays as narrow as before on a phone.
 */
export function AnalysisTasksTable({ tasks }: { tasks: AnalysisTask[] }) {
  return (
    <ScrollArea label="Task breakdown">
      <Table>
        <thead>
          <tr>
            <Th>Task</Th>
            <Th>Hours</Th>
            <Th>Budget</Th>
            <Th>Start</Th>
            <Th>Due</Th>
            <Th>Milestone</Th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: analysed tasks have no id before they are saved
            <tr key={index}>
              <Td className="min-w-56">
                <p className="font-medium text-slate-900">
                  {task.isMilestone && (
                    <span role="img" aria-label="Milestone" className="mr-1 text-amber-600">
                      ★
                    </span>
                  )}
                  {task.title}
                </p>
                {task.description && <p className="text-xs text-slate-600">{task.description}</p>}
                {task.basis && (
                  <p className="mt-1 text-xs text-slate-700">
                    <span className="font-medium">Estimated as </span>
                    {task.basis}
                  </p>
                )}
              </Td>
              <Td className="whitespace-nowrap">{formatHours(task.estimatedHours)}</Td>
              <Td className="whitespace-nowrap">{formatInr(task.estimatedBudget)}</Td>
              <Td className="whitespace-nowrap">{formatDate(task.startDate)}</Td>
              <Td className="whitespace-nowrap">{formatDate(task.dueDate)}</Td>
              <Td className="whitespace-nowrap">
                {task.milestoneGroup ? `Milestone ${task.milestoneGroup}` : "—"}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollArea>
  );
}
