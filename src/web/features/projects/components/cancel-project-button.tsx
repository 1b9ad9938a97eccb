import { Ban } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { useCancelProject } from "../api/cancel-project";

const FAILED = "Failed to cancel project. Please try again.";

/**
 * The client's "Cancel Project" action (spec 2 §4, §5): a confirmation dialog that says it cannot be
 * undone; on failure the spec 2 §8 text. The caller shows it only while cancelling is allowed.
 */
export function CancelProjectButton({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelProject();

  function confirm() {
    setError(null);
    cancel.mutate(projectId, {
      onSuccess: () => {
        setOpen(false);
        toast.success("Project cancelled");
      },
      onError: () => setError(FAILED),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Ban aria-hidden="true" className="h-4 w-4" /> Cancel Project
      </Button>
      <DialogContent
        title="Cancel this project?"
        description="Are you sure you want to cancel this project? This action cannot be undone."
      >
        {error && <Alert tone="error">{error}</Alert>}
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            Keep Project
          </Button>
          <Button
            variant="destructive"
            onClick={confirm}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending}
          >
            {cancel.isPending && <Spinner className="h-4 w-4" />}
            Yes, Cancel Project
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
