import { Clock, IndianRupee } from "lucide-react";
import { useId } from "react";
import { formatInr } from "@/domain/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { formatHours } from "@/web/lib/format";
import type { AnalyzeResult } from "../api/analyze-project";
import { AnalysisTasksTable } from "./analysis-tasks-table";
import { EngineNote } from "./engine-note";
import { EstimateExplanationPanel } from "./estimate-explanation";
import { GanttChart } from "./gantt-chart";
import { InfoTile } from "./info-tile";

/**
 * Edit project's "Updated Analysis" panel (spec 2 §2): the estimated budget range and hours of the
 * re-analysis, the engine that made it, its tasks as a list or a Gantt chart, and "How this estimate was
 * made" (issue 17 §5).
 */
export function UpdatedAnalysis({ result }: { result: AnalyzeResult }) {
  const headingId = useId();
  const { analysis } = result;
  const ganttTasks = analysis.breakdown.map((task, index) => ({
    id: String(index),
    title: task.title,
    status: "pending",
    startDate: task.startDate,
    dueDate: task.dueDate,
    isMilestone: task.isMilestone,
  }));
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>Updated Analysis</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <EngineNote engine={result.engine} fallbackReason={result.fallbackReason} />
        <dl className="grid gap-3 sm:grid-cols-2">
          <InfoTile
            label="Estimated budget"
            icon={IndianRupee}
            value={`${formatInr(analysis.suggestedBudget.min)} – ${formatInr(analysis.suggestedBudget.max)}`}
          />
          <InfoTile label="Estimated hours" icon={Clock} value={formatHours(analysis.estimatedHours)} />
        </dl>
        <Tabs defaultValue="list">
          <TabsList aria-label="Updated task views">
            <TabsTrigger value="list">List</TabsTrigger>
            <TabsTrigger value="gantt">Gantt Chart</TabsTrigger>
          </TabsList>
          <TabsContent value="list">
            <AnalysisTasksTable tasks={analysis.breakdown} />
          </TabsContent>
          <TabsContent value="gantt">
            <GanttChart tasks={ganttTasks} />
          </TabsContent>
        </Tabs>
        <EstimateExplanationPanel facts={analysis} headingLevel={3} />
      </CardContent>
    </Card>
  );
}
