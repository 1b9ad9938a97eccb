import { Ban } from "lucide-react";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { useCancelProject } from "../api/cancel-project";

const FAILED = "Failed to cancel project. Please try again.";

/**
 * The client's "Cancel Project" action (spec 2 §4, §5): a confirmation dialog that says it cannot be
 * undone; on failure the spec 2 §8 text. The caller shows it only while cancelling is allowed.
 */
export function CancelProjectButton({ projectId }: { projectId: string }) {
  const cancel = useCancelProject();
  return (
    <ConfirmDialog
      trigger={
        <>
          <Ban aria-hidden="true" className="h-4 w-4" /> Cancel Project
        </>
      }
      title="Cancel this project?"
      description="Are you sure you want to cancel this project? This action cannot be undone."
      keepLabel="Keep Project"
      confirmLabel="Yes, Cancel Project"
      successToast="Project cancelled"
      failureText={FAILED}
      onConfirm={() => cancel.mutateAsync(projectId)}
    />
  );
}
