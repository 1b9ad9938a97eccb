import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import {
  REVIEW_DECISION_LABELS,
  REVIEW_DECISIONS,
  type ReviewChangeFormValues,
  reviewChangeFormSchema,
  reviewFormToInput,
} from "@/domain/projects/issues";
import { FormDialogActions } from "@/web/components/form-dialog-actions";
import { Alert } from "@/web/components/ui/alert";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import type { ChangeRequest } from "../api/get-change-requests";
import { useReviewChangeRequest } from "../api/review-change-request";

const EMPTY: ReviewChangeFormValues = { decision: "approve", reviewNotes: "", estimatedCost: "" };

/**
 * Staff's one-time review of a change request (spec 2 §3): approve, reject, absorb in cost, or needs
 * additional payment with the estimated cost in rupees (sent as paise), and review notes.
 */
export function ReviewChangeDialog({
  request,
  projectId,
  onOpenChange,
}: {
  /** The request under review; null closes the dialog. */
  request: ChangeRequest | null;
  projectId: string;
  onOpenChange: (open: boolean) => void;
}) {
  const review = useReviewChangeRequest();
  const form = useForm<ReviewChangeFormValues>({
    resolver: zodResolver(reviewChangeFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const needsCost = useWatch({ control: form.control, name: "decision" }) === "needs_payment";
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      form.reset(EMPTY);
      review.reset();
    }
  };
  const submit = form.handleSubmit((values) => {
    if (!request) return;
    review.mutate(
      { id: request.id, projectId, input: reviewFormToInput(values) },
      {
        onSuccess: () => {
          toast.success("Change request reviewed");
          close(false);
        },
      },
    );
  });
  return (
    <Dialog open={request !== null} onOpenChange={close}>
      <DialogContent title="Review Change Request" description={request?.title}>
        <form noValidate className="space-y-4" onSubmit={submit}>
          <FormField label="Decision">
            <NativeSelect {...form.register("decision")}>
              {REVIEW_DECISIONS.map((decision) => (
                <option key={decision} value={decision}>
                  {REVIEW_DECISION_LABELS[decision]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {needsCost && (
            <FormField
              label="Estimated cost (₹)"
              hint="What the client pays for this change, e.g. 12000 or 12000.50"
              error={errors.estimatedCost?.message}
            >
              <Input inputMode="decimal" {...form.register("estimatedCost")} />
            </FormField>
          )}
          <FormField label="Review notes" optional error={errors.reviewNotes?.message}>
            <Textarea rows={3} {...form.register("reviewNotes")} />
          </FormField>
          {review.isError && (
            <Alert tone="error">
              {errorMessage(review.error, "Failed to review the change. Please try again.")}
            </Alert>
          )}
          <FormDialogActions
            submitLabel={"Submit Review"}
            pending={review.isPending}
            onCancel={() => close(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
