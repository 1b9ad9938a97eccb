import { Upload } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { isStaff, type Role } from "@/domain/roles";
import { ReasonDialog } from "@/web/components/reason-dialog";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/input";
import { formatDate } from "@/web/lib/format";
import type { ProjectDetail } from "../api/get-project";
import { useProjectVersions } from "../api/get-project-versions";
import { usePublishDraft } from "../api/publish-draft";
import { ClientProjectMenu } from "./client-project-menu";
import { CompareVersionsDialog } from "./compare-versions-dialog";

/** The version picked in the header dropdown (`?version=N`, 0 = draft), or undefined for the current one. */
export function useSelectedVersion(): number | undefined {
  const [params] = useSearchParams();
  const raw = params.get("version");
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/**
 * Header controls of project detail (spec 2 §2, §4): the version dropdown (newest first, "Draft" for
 * staff), "Publish Draft" for managers and administrators when a draft exists, and the client's menu
 * (Edit Project, Compare with Previous Version, Cancel Project). Freelancers see one version and get none of these.
 */
export function VersionControls({ project, role }: { project: ProjectDetail; role: Role }) {
  const selectId = useId();
  const [, setParams] = useSearchParams();
  const versions = useProjectVersions(project.id, role !== "freelancer");
  const [publishing, setPublishing] = useState(false);
  const [comparing, setComparing] = useState(false);
  const publish = usePublishDraft();
  if (role === "freelancer" || !versions.data) return null;

  const list = versions.data;
  const shown = project.version.versionNumber;
  const hasDraft = list.some((v) => v.isDraft);
  const previous = list.find((v) => !v.isDraft && (project.version.isDraft || v.versionNumber < shown));
  const pick = (value: string) =>
    setParams(Number(value) === project.currentVersion ? {} : { version: value }, { replace: true });

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <label htmlFor={selectId} className="block text-xs font-medium text-slate-700">
          Version
        </label>
        <NativeSelect
          id={selectId}
          className="w-60"
          value={String(shown)}
          onChange={(e) => pick(e.target.value)}
        >
          {list.map((v) => (
            <option key={v.id} value={v.versionNumber}>
              {v.isDraft ? "Draft" : `Version ${v.versionNumber}`} · {formatDate(v.createdAt)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {isStaff(role) && hasDraft && (
        <Button size="md" onClick={() => setPublishing(true)}>
          <Upload aria-hidden="true" className="h-4 w-4" /> Publish Draft
        </Button>
      )}
      {role === "client" && (
        <ClientProjectMenu project={project} onCompare={previous ? () => setComparing(true) : undefined} />
      )}
      {previous && (
        <CompareVersionsDialog
          project={project}
          previousNumber={previous.versionNumber}
          open={comparing}
          onOpenChange={setComparing}
        />
      )}
      <ReasonDialog
        open={publishing}
        onOpenChange={(open) => {
          setPublishing(open);
          if (!open) publish.reset();
        }}
        title="Publish Draft"
        description="The draft becomes the next version and the draft is cleared."
        confirmLabel="Publish"
        pending={publish.isPending}
        error={publish.isError ? "Failed to publish draft version. Please try again." : null}
        onConfirm={(changeReason) =>
          publish.mutate(
            { id: project.id, changeReason },
            {
              onSuccess: (result) => {
                setPublishing(false);
                setParams({}, { replace: true });
                toast.success(`Published as version ${result.versionNumber}`);
              },
            },
          )
        }
      />
    </div>
  );
}
