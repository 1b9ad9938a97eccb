import { zodResolver } from "@hookform/resolvers/zod";
import { Star } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { MAX_RATING, type ReviewInput, reviewInputSchema } from "@/domain/freelancers/reviews";
import { FormDialogActions } from "@/web/components/form-dialog-actions";
import { Alert } from "@/web/components/ui/alert";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import { cn } from "@/web/lib/cn";
import { useReviewFreelancer } from "../api/review-freelancer";

const STARS = Array.from({ length: MAX_RATING }, (_, i) => i + 1);

/** 1-5 stars as a radio group: each star is a labelled radio ("4 stars"), arrow keys move between them. */
function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-slate-900">Rating</legend>
      <div className="flex gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600"
          >
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn("h-8 w-8", stars <= value ? "fill-amber-400 text-amber-500" : "text-slate-400")}
            />
            <span className="sr-only">{stars === 1 ? "1 star" : `${stars} stars`}</span>
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}

/**
 * The client's rating of one freelancer on a completed project (issue 7 item 6): 1 to 5 stars and a
 * comment, sent once; the freelancer's rating and success rate are recomputed by the server.
 */
export function RateFreelancerDialog({
  projectId,
  freelancer,
  open,
  onOpenChange,
}: {
  projectId: string;
  freelancer: { freelancerId: string; fullName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const review = useReviewFreelancer(projectId);
  const empty: ReviewInput = { freelancerId: freelancer.freelancerId, rating: 0, comment: "" };
  const form = useForm<ReviewInput>({ resolver: zodResolver(reviewInputSchema), defaultValues: empty });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      form.reset(empty);
      review.reset();
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={`Rate ${freelancer.fullName}`}
        description="How did they do on this project? You can rate each freelancer once."
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((values) =>
            review.mutate(values, {
              onSuccess: () => {
                toast.success(`Thank you for rating ${freelancer.fullName}.`);
                close(false);
              },
            }),
          )}
        >
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <StarPicker value={field.value} onChange={field.onChange} error={errors.rating?.message} />
            )}
          />
          <FormField label="Comment" error={errors.comment?.message}>
            <Textarea rows={4} {...form.register("comment")} />
          </FormField>
          {review.isError && (
            <Alert tone="error">
              {errorMessage(review.error, "Failed to save your rating. Please try again.")}
            </Alert>
          )}
          <FormDialogActions
            submitLabel="Submit Rating"
            pending={review.isPending}
            onCancel={() => close(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
