import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { mentionsHosting } from "@/domain/analysis/hosting";
import { PageHeader } from "@/web/components/page-header";
import { Alert } from "@/web/components/ui/alert";
import { Card } from "@/web/components/ui/card";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { useConfig } from "@/web/lib/public-config";
import { type AnalyzeResult, type ProjectBriefInput, useAnalyzeProject } from "../api/analyze-project";
import { useCreateProject } from "../api/create-project";
import { useEligibility } from "../api/get-eligibility";
import type { Attachment } from "../api/upload-attachment";
import { AnalysisResult } from "../components/analysis-result";
import { type BriefFormValues, EMPTY_BRIEF } from "../components/brief-form-schema";
import { HostingOption } from "../components/hosting-option";
import { PlanBanner } from "../components/plan-banner";
import { ProjectBriefForm } from "../components/project-brief-form";
import { UnsupportedNotice } from "../components/unsupported-notice";
import { UpgradePanel } from "../components/upgrade-panel";

/**
 * Create New Project (spec 2 §2): step 1 the brief, step 2 the analysis; an unsupported project is
 * blocked with the three categories (spec 2 §5). Submitting opens the new project.
 * `planDialog` renders the plans modal (features/subscriptions), opened by the upgrade banner and panel and
 * by submitting while ineligible; the app composes it in (src/web/app/routes/create-project-route.tsx), since
 * features do not import each other.
 */
export function CreateProjectPage({
  planDialog,
}: {
  planDialog: (dialog: { open: boolean; onOpenChange: (open: boolean) => void }) => ReactNode;
}) {
  const navigate = useNavigate();
  const analyze = useAnalyzeProject();
  const create = useCreateProject();
  const [values, setValues] = useState<BriefFormValues>(EMPTY_BRIEF);
  const [brief, setBrief] = useState<ProjectBriefInput | null>(null);
  const [result, setResult] = useState<AnalyzeResult | null>(null);
  const [unsupported, setUnsupported] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const eligibility = useEligibility();
  const aiAnalysis = useConfig().data?.aiAnalysis ?? false;
  const [includeHosting, setIncludeHosting] = useState(false);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const attachmentIds = attachments.map((a) => a.id);
  const [plansOpen, setPlansOpen] = useState(false);
  const ineligible = eligibility.data?.eligible === false ? eligibility.data : null;
  const offerHosting = brief !== null && mentionsHosting(brief.title, brief.description);

  function onAnalyze(nextBrief: ProjectBriefInput, nextValues: BriefFormValues) {
    setValues(nextValues);
    setError(null);
    setUnsupported(false);
    analyze.mutate(
      { ...nextBrief, attachmentIds },
      {
        onSuccess: (analysed) => {
          if (analysed.analysis.projectType === "unsupported") return setUnsupported(true);
          setBrief(nextBrief);
          setResult(analysed);
          window.scrollTo({ top: 0 });
        },
        onError: (cause) => setError(errorMessage(cause, "Failed to analyze project. Please try again.")),
      },
    );
  }

  function onSubmit() {
    if (!brief || !result) return;
    setError(null);
    // spec 2 §5: an ineligible client gets the upgrade modal instead of a submission.
    if (ineligible) return setPlansOpen(true);
    const { analysis, engine, analysisToken } = result;
    create.mutate(
      {
        brief,
        analysis,
        engine,
        analysisToken,
        includeHosting: offerHosting && includeHosting,
        attachmentIds,
      },
      {
        onSuccess: ({ id }) => {
          toast.success("Project submitted successfully!");
          navigate(`/project/${id}`);
        },
        onError: (cause) => {
          if (cause instanceof ApiError && cause.code === "unsupported_project_type") {
            setResult(null);
            setUnsupported(true);
            return;
          }
          if (cause instanceof ApiError && cause.code === "plan_limit_reached") {
            void eligibility.refetch();
            setPlansOpen(true);
          }
          setError(errorMessage(cause, "Failed to create project. Please try again."));
        },
      },
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title="Create New Project"
        description={
          result
            ? "Step 2 of 2: review the analysis and submit your project."
            : "Step 1 of 2: describe your project and we'll analyze it for you."
        }
      />
      {error && <Alert tone="error">{error}</Alert>}
      {result ? (
        <AnalysisResult
          result={result}
          submitting={create.isPending}
          onBack={() => setResult(null)}
          onSubmit={onSubmit}
          extras={
            offerHosting ? <HostingOption checked={includeHosting} onChange={setIncludeHosting} /> : null
          }
          upgrade={
            ineligible ? (
              <UpgradePanel
                message={ineligible.message ?? "Please upgrade your plan."}
                onUpgrade={() => setPlansOpen(true)}
              />
            ) : undefined
          }
        />
      ) : (
        <>
          <PlanBanner onViewPlans={() => setPlansOpen(true)} />
          {unsupported && <UnsupportedNotice />}
          <Card className="p-6">
            <ProjectBriefForm
              defaultValues={values}
              analyzing={analyze.isPending}
              onAnalyze={onAnalyze}
              attachments={attachments}
              onAttachmentsChange={setAttachments}
              aiAnalysis={aiAnalysis}
            />
          </Card>
        </>
      )}
      {planDialog({ open: plansOpen, onOpenChange: setPlansOpen })}
    </div>
  );
}
