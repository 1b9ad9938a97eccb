import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { paiseToRupees } from "@/domain/money";
import { canClientEdit } from "@/domain/projects/statuses";
import { PageHeader } from "@/web/components/page-header";
import { LoadingState } from "@/web/components/page-states";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { useUser } from "@/web/lib/me";
import { type AnalyzeResult, type ProjectBriefInput, useAnalyzeProject } from "../api/analyze-project";
import { type ProjectDetail, useProject } from "../api/get-project";
import { useProjectAttachments } from "../api/get-project-attachments";
import { useUpdateProject } from "../api/update-project";
import { type EditFormValues, EditProjectForm } from "../components/edit-project-form";
import { UnsupportedNotice } from "../components/unsupported-notice";
import { UpdatedAnalysis } from "../components/updated-analysis";

/** spec 2 §6: the three error texts of a client's edit (and a cancelled project). */
const NOT_FOUND = "Project not found";
const FORBIDDEN = "You do not have permission to edit this project";
const ACCEPTED = "This project cannot be edited as it has already been accepted";
const CANCELLED = "This project cannot be edited as it has been cancelled";

/** The saved project as form values; the budget in whole rupees as typed. */
function formValues(project: ProjectDetail): EditFormValues {
  const { version } = project;
  return {
    title: version.title,
    description: version.description,
    requirements: version.requirements ?? "",
    budgetMax: version.budgetMax ? String(Math.floor(paiseToRupees(version.budgetMax))) : "",
    deadline: version.deadline ?? "",
    includeHosting: version.includeHosting,
  };
}

/** Why the signed-in user may not edit `project`, or null when they may (spec 2 §5, §6). */
function refusal(project: ProjectDetail, role: string): string | null {
  if (role !== "client") return FORBIDDEN;
  if (project.status === "cancelled") return CANCELLED;
  return canClientEdit(project.phase) ? null : ACCEPTED;
}

function EditError({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-xl space-y-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Edit Project</h1>
      <Alert tone="error" title={message} />
      <Button asChild>
        <Link to="/">Go Back to Dashboard</Link>
      </Button>
    </div>
  );
}

/**
 * Edit project (spec 2 §2 "Edit project", route /edit-project/{projectId}): the owning client changes the
 * brief, re-analyses it, sees the Updated Analysis and saves, which replaces the version's tasks and
 * returns to the project. Other users and accepted or cancelled projects get the spec's error screen.
 */
export function EditProjectPage() {
  const { projectId = "" } = useParams();
  const user = useUser();
  const project = useProject(projectId);
  if (project.isPending) return <LoadingState label="Loading project..." />;
  if (project.isError) {
    const missing = project.error instanceof ApiError && [400, 404].includes(project.error.status);
    return <EditError message={missing ? NOT_FOUND : "Failed to load project"} />;
  }
  const refused = refusal(project.data, user.role);
  if (refused) return <EditError message={refused} />;
  return <EditProject project={project.data} />;
}

function EditProject({ project }: { project: ProjectDetail }) {
  const navigate = useNavigate();
  const analyze = useAnalyzeProject();
  const attachments = useProjectAttachments(project.id);
  const update = useUpdateProject();
  const saved = formValues(project);
  const [analysed, setAnalysed] = useState<{
    values: EditFormValues;
    brief: ProjectBriefInput;
    result: AnalyzeResult;
  } | null>(null);
  const [unsupported, setUnsupported] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const back = `/project/${project.id}`;

  function onAnalyze(brief: ProjectBriefInput, values: EditFormValues) {
    setError(null);
    setUnsupported(false);
    const attachmentIds = attachments.data?.attachments.map((a) => a.id) ?? [];
    analyze.mutate(
      { ...brief, attachmentIds },
      {
        onSuccess: (result) => {
          if (result.analysis.projectType === "unsupported") {
            setAnalysed(null);
            return setUnsupported(true);
          }
          setAnalysed({ values, brief, result });
        },
        onError: (cause) => setError(errorMessage(cause, "Failed to analyze project. Please try again.")),
      },
    );
  }

  function onSave() {
    if (!analysed) return;
    setError(null);
    const { analysis, engine, analysisToken } = analysed.result;
    update.mutate(
      {
        id: project.id,
        input: {
          brief: analysed.brief,
          analysis,
          engine,
          analysisToken,
          includeHosting: analysed.values.includeHosting,
        },
      },
      {
        onSuccess: () => {
          toast.success("Project updated successfully!");
          navigate(back);
        },
        onError: (cause) =>
          setError(errorMessage(cause, "Failed to save project changes. Please try again.")),
      },
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={back}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Project
        </Link>
      </Button>
      <PageHeader
        title="Edit Project"
        description="Change your brief, re-analyze it to update the estimate, then save your changes."
      />
      {error && <Alert tone="error">{error}</Alert>}
      {unsupported && <UnsupportedNotice />}
      <Card className="p-6">
        <EditProjectForm
          projectId={project.id}
          defaultValues={saved}
          analysedValues={analysed?.values ?? saved}
          hasAnalysis={analysed !== null}
          analyzing={analyze.isPending}
          saving={update.isPending}
          onAnalyze={onAnalyze}
          onSave={onSave}
        />
      </Card>
      {analysed && <UpdatedAnalysis result={analysed.result} />}
    </div>
  );
}
