import { type ReactNode, useState } from "react";
import { FormDialogActions } from "@/web/components/form-dialog-actions";
import { Alert } from "@/web/components/ui/alert";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/input";

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  /** A failure to show inside the dialog (the spec 2 §8 text). */
  error?: string | null;
  /** Called with the trimmed, non-empty reason. */
  onConfirm: (reason: string) => void;
  /** Extra content above the reason field (e.g. what will be deleted). */
  children?: ReactNode;
  destructive?: boolean;
  /** The field's label; "Reason for change" unless given. */
  label?: string;
  /** The text shown when the reason is empty. */
  emptyMessage?: string;
}

/**
 * The change-reason prompt of spec 2 §5 ("saving changes and publishing prompt for a reason; an empty
 * reason aborts") as a dialog with a text field: an empty reason sends nothing.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, pending, error, onConfirm } = props;
  const [reason, setReason] = useState("");
  const [empty, setEmpty] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setReason("");
          setEmpty(false);
        }
      }}
    >
      <DialogContent title={title} description={description}>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = reason.trim();
            setEmpty(trimmed === "");
            if (trimmed) onConfirm(trimmed);
          }}
        >
          {props.children}
          <FormField
            label={props.label ?? "Reason for change"}
            error={empty ? (props.emptyMessage ?? "Please enter a reason. Nothing was saved.") : undefined}
          >
            <Textarea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          {error && <Alert tone="error">{error}</Alert>}
          <FormDialogActions
            submitLabel={confirmLabel}
            pending={pending ?? false}
            onCancel={() => onOpenChange(false)}
            destructive={props.destructive}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
