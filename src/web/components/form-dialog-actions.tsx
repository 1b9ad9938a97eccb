import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";

/**
 * The footer of a form in a dialog: Cancel, and the submit button with a spinner while `pending`. Stacked
 * on phones (submit on top), side by side from `sm` up.
 */
export function FormDialogActions({
  submitLabel,
  pending,
  onCancel,
  destructive = false,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel: () => void;
  destructive?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant={destructive ? "destructive" : "primary"}
        disabled={pending}
        aria-busy={pending}
      >
        {pending && <Spinner className="h-4 w-4" />}
        {submitLabel}
      </Button>
    </div>
  );
}
