import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/web/components/ui/alert";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";

/**
 * A destructive action behind a confirmation dialog: the trigger opens it, "keep" closes it, "confirm" runs
 * `onConfirm`; on success the dialog closes and `successToast` shows, on failure `failureText` shows inside
 * (a function gets the error `onConfirm` threw, so the dialog can say why, e.g. the server's refusal).
 * Without `trigger` the caller opens it through `open` / `onOpenChange` (e.g. from a menu item).
 */
export function ConfirmDialog({
  trigger,
  size = "sm",
  title,
  description,
  keepLabel,
  confirmLabel,
  successToast,
  failureText,
  onConfirm,
  open: controlledOpen,
  onOpenChange,
}: {
  /** The trigger button's content (icon and label); omit to control the dialog with `open`. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: ButtonProps["size"];
  title: string;
  description: string;
  keepLabel: string;
  confirmLabel: string;
  successToast: string;
  failureText: string | ((error: unknown) => string);
  onConfirm: () => Promise<unknown>;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
      toast.success(successToast);
    } catch (cause) {
      setError(typeof failureText === "function" ? failureText(cause) : failureText);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      {trigger && (
        <Button variant="secondary" size={size} onClick={() => setOpen(true)}>
          {trigger}
        </Button>
      )}
      <DialogContent title={title} description={description}>
        {error && <Alert tone="error">{error}</Alert>}
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={pending}>
            {keepLabel}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={pending} aria-busy={pending}>
            {pending && <Spinner className="h-4 w-4" />}
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
