import { SKILLS_SHOWN } from "@/domain/constants";
import { formatInr } from "@/domain/money";
import { Badge } from "@/web/components/ui/badge";
import { ScrollArea } from "@/web/components/ui/scroll-area";
import { Table, Td, Th } from "@/web/components/ui/table";
import { formatDate, formatHours, humanize } from "@/web/lib/format";
import type { ProjectTask } from "../api/get-project";

/** The project's tasks as a table; the budget column only when the viewer may see budgets (spec 2 §6). */
export function TaskList({ tasks }: { tasks: ProjectTask[] }) {
  const showBudget = tasks.some((task) => task.estimatedBudget !== undefined);
  if (tasks.length === 0) return <p className="text-sm text-slate-600">No tasks yet.</p>;
  return (
    <ScrollArea label="Task list">
      <Table>
        <thead>
          <tr>
            <Th>Task</Th>
            <Th>Status</Th>
            <Th>Priority</Th>
            <Th>Hours</Th>
            {showBudget && <Th>Budget</Th>}
            <Th>Start</Th>
            <Th>Due</Th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task) => (
            <tr key={task.id}>
              <Td className="min-w-56">
                <p className="font-medium text-slate-900">
                  {task.isMilestone && (
                    <span role="img" aria-label="Milestone" className="mr-1 text-amber-600">
                      ★
                    </span>
                  )}
                  {task.title}
                </p>
                {task.requiredSkills.length > 0 && (
                  <p className="text-xs text-slate-600">
                    {task.requiredSkills.slice(0, SKILLS_SHOWN.taskCard).join(", ")}
                  </p>
                )}
              </Td>
              <Td>
                <Badge>{humanize(task.status)}</Badge>
              </Td>
              <Td>{humanize(task.priority)}</Td>
              <Td className="whitespace-nowrap">{formatHours(task.estimatedHours)}</Td>
              {showBudget && (
                <Td className="whitespace-nowrap">
                  {task.estimatedBudget === undefined ? "—" : formatInr(task.estimatedBudget)}
                </Td>
              )}
              <Td className="whitespace-nowrap">{formatDate(task.startDate)}</Td>
              <Td className="whitespace-nowrap">{formatDate(task.dueDate)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollArea>
  );
}
