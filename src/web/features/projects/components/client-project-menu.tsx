import { MoreVertical } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DELIVERED_PHASE } from "@/domain/projects/lifecycle";
import { canCancel, canClientEdit } from "@/domain/projects/statuses";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { useCancelProject } from "../api/cancel-project";
import type { ProjectDetail } from "../api/get-project";

/**
 * The client's "Project menu" on project detail (spec 2 §2): Edit Project (while the phase is below 3),
 * Compare with Previous Version (when there is one) and Cancel Project (from requested, accepted or in
 * progress, behind a confirmation that says it cannot be undone, spec 2 §4, §5, §8).
 */
export function ClientProjectMenu({
  project,
  onCompare,
}: {
  project: ProjectDetail;
  /** Opens the comparison; undefined when there is no previous version. */
  onCompare?: () => void;
}) {
  const navigate = useNavigate();
  const cancel = useCancelProject();
  const [cancelling, setCancelling] = useState(false);
  const cancelled = project.status === "cancelled";
  const editable = !cancelled && canClientEdit(project.phase);
  const cancellable = !cancelled && canCancel(project.status ?? "") && project.phase < DELIVERED_PHASE;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" size="icon" aria-label="Project menu">
            <MoreVertical aria-hidden="true" className="h-4 w-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem disabled={!editable} onSelect={() => navigate(`/edit-project/${project.id}`)}>
            Edit Project
          </DropdownMenuItem>
          <DropdownMenuItem disabled={!onCompare} onSelect={() => onCompare?.()}>
            Compare with Previous Version
          </DropdownMenuItem>
          <DropdownMenuItem disabled={!cancellable} onSelect={() => setCancelling(true)}>
            Cancel Project
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel this project?"
        description="Are you sure you want to cancel this project? This action cannot be undone."
        keepLabel="Keep Project"
        confirmLabel="Yes, Cancel Project"
        successToast="Project cancelled"
        failureText="Failed to cancel project. Please try again."
        onConfirm={() => cancel.mutateAsync(project.id)}
      />
    </>
  );
}
