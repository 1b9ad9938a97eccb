import { ArrowLeft, Clock, Gauge, IndianRupee, Send, Tag } from "lucide-react";
import type { ReactNode } from "react";
import { formatInr } from "@/domain/money";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { formatHours, humanize } from "@/web/lib/format";
import type { AnalyzeResult } from "../api/analyze-project";
import { AnalysisTasksTable } from "./analysis-tasks-table";
import { EngineNote } from "./engine-note";
import { EstimateExplanationPanel } from "./estimate-explanation";
import { InfoTile } from "./info-tile";
import { projectTypeLabel } from "./labels";

function TextList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

interface AnalysisResultProps {
  result: AnalyzeResult;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
  /** Shown above the actions (the hosting add-on). */
  extras?: ReactNode;
  /** When set, replaces "Submit Project": the upgrade panel of an ineligible client (spec 2 §2). */
  upgrade?: ReactNode;
}

/**
 * Create Project step 2 (spec 2 §2): the analysis, which engine made it, "How this estimate was made"
 * (issue 17 §5), "Back to Edit" and "Submit Project".
 */
export function AnalysisResult({
  result,
  submitting,
  onBack,
  onSubmit,
  extras,
  upgrade,
}: AnalysisResultProps) {
  const { analysis, engine, fallbackReason } = result;
  return (
    <div className="space-y-6">
      <EngineNote engine={engine} fallbackReason={fallbackReason} />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <InfoTile label="Complexity" icon={Gauge} value={humanize(analysis.complexity)} />
        <InfoTile label="Project type" icon={Tag} value={projectTypeLabel(analysis.projectType)} />
        <InfoTile label="Estimated hours" icon={Clock} value={formatHours(analysis.estimatedHours)} />
        <InfoTile
          label="Suggested budget"
          icon={IndianRupee}
          value={`${formatInr(analysis.suggestedBudget.min)} – ${formatInr(analysis.suggestedBudget.max)}`}
        />
      </dl>
      <Card>
        <CardHeader>
          <CardTitle>Summary</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm whitespace-pre-line text-slate-800">{analysis.summary}</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Task breakdown</CardTitle>
        </CardHeader>
        <CardContent>
          <AnalysisTasksTable tasks={analysis.breakdown} />
        </CardContent>
      </Card>
      <EstimateExplanationPanel facts={analysis} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle>Recommended skills</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-wrap gap-2">
              {analysis.recommendedSkills.map((skill) => (
                <li key={skill}>
                  <Badge tone="blue">{skill}</Badge>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Risks</CardTitle>
          </CardHeader>
          <CardContent>
            <TextList items={analysis.risks} empty="No particular risks found." />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Recommendations</CardTitle>
          </CardHeader>
          <CardContent>
            <TextList items={analysis.recommendations} empty="No recommendations." />
          </CardContent>
        </Card>
      </div>
      {extras}
      {upgrade}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onBack} disabled={submitting}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Edit
        </Button>
        {!upgrade && (
          <Button size="lg" onClick={onSubmit} disabled={submitting} aria-busy={submitting}>
            {submitting ? <Spinner className="h-4 w-4" /> : <Send aria-hidden="true" className="h-4 w-4" />}
            {submitting ? "Submitting..." : "Submit Project"}
          </Button>
        )}
      </div>
    </div>
  );
}
