import { HandHeart, Undo2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { INTEREST_NOTE_MAX, INTEREST_TEXTS } from "@/domain/projects/interests";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Alert } from "@/web/components/ui/alert";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-client";
import { useExpressInterest } from "../api/express-interest";
import { useWithdrawInterest } from "../api/withdraw-interest";

interface ActionProps {
  projectId: string;
  /** Read after the visible label by screen readers, so several cards' buttons stay distinguishable. */
  projectTitle: string;
  size?: ButtonProps["size"];
}

/**
 * "Express Interest" (spec 3 §2, §4): a dialog with an optional note, then the interest is recorded.
 * Failures show the server's reason (e.g. no freelancer profile) or the spec 3 §8 text.
 */
export function ExpressInterestButton({ projectId, projectTitle, size = "sm" }: ActionProps) {
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  const express = useExpressInterest();

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    express.mutate(
      { projectId, notes: notes.trim() || undefined },
      {
        onSuccess: () => {
          setOpen(false);
          setNotes("");
          toast.success("Interest expressed");
        },
        onError: (e) => setError(errorMessage(e, INTEREST_TEXTS.expressFailed)),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <Button size={size} onClick={() => setOpen(true)}>
        <HandHeart aria-hidden="true" className="h-4 w-4" /> Express Interest
        <span className="sr-only"> in {projectTitle}</span>
      </Button>
      <DialogContent
        title="Express Interest"
        description={`Let the Kaarya team know you would like to work on “${projectTitle}”.`}
      >
        <form onSubmit={submit} className="space-y-4">
          <FormField
            label="Note for the team"
            optional
            hint="Relevant experience, availability or questions."
          >
            <Textarea
              value={notes}
              maxLength={INTEREST_NOTE_MAX}
              onChange={(e) => setNotes(e.target.value)}
            />
          </FormField>
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={express.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={express.isPending} aria-busy={express.isPending}>
              {express.isPending && <Spinner className="h-4 w-4" />}
              Submit Interest
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Withdraw" / "Withdraw Interest" (spec 3 §4, §8): asks "Are you sure you want to withdraw your
 * interest in this project?" in a dialog, then withdraws; failures show the spec 3 §8 text.
 */
export function WithdrawInterestButton({
  projectId,
  projectTitle,
  size = "sm",
  label = "Withdraw Interest",
}: ActionProps & { label?: string }) {
  const withdraw = useWithdrawInterest();
  return (
    <ConfirmDialog
      size={size}
      trigger={
        <>
          <Undo2 aria-hidden="true" className="h-4 w-4" /> {label}
          <span className="sr-only"> from {projectTitle}</span>
        </>
      }
      title="Withdraw interest?"
      description={INTEREST_TEXTS.withdrawConfirm}
      keepLabel="Keep Interest"
      confirmLabel="Yes, Withdraw"
      successToast="Interest withdrawn"
      failureText={INTEREST_TEXTS.withdrawFailed}
      onConfirm={() => withdraw.mutateAsync(projectId)}
    />
  );
}
