import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { ATTACHMENT_ACCEPT, attachmentProblem } from "@/domain/attachments/attachments";
import {
  DISPUTE_MAX_FILES,
  DISPUTE_OUTCOMES,
  DISPUTE_STATUS_LABELS,
  DISPUTE_TEXTS,
  openDisputeFieldsSchema,
  type ResolveDisputeFormValues,
  resolutionRefund,
  resolveDisputeFormSchema,
  resolveFormToInput,
} from "@/domain/disputes/disputes";
import { formatInr } from "@/domain/money";
import { FormDialogActions } from "@/web/components/form-dialog-actions";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import type { DisputableItem, ProjectDispute } from "../api/get-project-disputes";
import { useOpenDispute } from "../api/open-dispute";
import { useResolveDispute } from "../api/resolve-dispute";

/**
 * The client's Dispute dialog (issue 20 item 3): the reason and up to five evidence files (checked here by
 * name and size with the spec 2 §5 texts, and on the server by content).
 */
export function OpenDisputeDialog({
  projectId,
  item,
  onOpenChange,
}: {
  projectId: string;
  /** The paid item to dispute; null closes the dialog. */
  item: DisputableItem | null;
  onOpenChange: (open: boolean) => void;
}) {
  const open = useOpenDispute();
  const [reason, setReason] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setReason("");
      setFiles([]);
      setProblem(null);
      open.reset();
    }
  };
  const pick = (picked: File[]) => {
    const refused = picked.map(attachmentProblem).find((text) => text !== null);
    if (refused) return setProblem(refused);
    if (picked.length > DISPUTE_MAX_FILES) return setProblem(DISPUTE_TEXTS.tooMany);
    setProblem(null);
    setFiles(picked);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!item) return;
    const checked = openDisputeFieldsSchema.safeParse({ paymentId: item.paymentId, reason });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? DISPUTE_TEXTS.reasonShort);
    open.mutate(
      { projectId, paymentId: item.paymentId, reason: checked.data.reason, files },
      {
        onSuccess: () => {
          toast.success("Dispute opened. Our team will review it.");
          close(false);
        },
      },
    );
  };
  return (
    <Dialog open={item !== null} onOpenChange={close}>
      <DialogContent
        title={`Dispute ${item?.label ?? ""}`}
        description={
          item
            ? `You paid ${formatInr(item.amountPaid)}. The freelancers' payouts for it are held while the dispute is open.`
            : undefined
        }
      >
        <form noValidate className="space-y-4" onSubmit={submit}>
          <FormField label="Reason" hint="What was not delivered or not as agreed?">
            <Textarea rows={4} value={reason} onChange={(event) => setReason(event.target.value)} />
          </FormField>
          <FormField
            label="Evidence files"
            optional
            hint={`Up to ${DISPUTE_MAX_FILES} files: txt, doc, docx, xlsx, xls, pdf or rtf, 10 MB each.`}
          >
            <input
              type="file"
              multiple
              accept={ATTACHMENT_ACCEPT}
              className="block w-full text-sm"
              onChange={(event) => pick([...(event.target.files ?? [])])}
            />
          </FormField>
          {problem && <Alert tone="error">{problem}</Alert>}
          {open.isError && <Alert tone="error">{errorMessage(open.error, DISPUTE_TEXTS.openFailed)}</Alert>}
          <FormDialogActions
            submitLabel="Open Dispute"
            pending={open.isPending}
            onCancel={() => close(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

const EMPTY: ResolveDisputeFormValues = { outcome: "released", amount: "", notes: "" };

/**
 * Staff's resolution dialog (issue 20 item 3): released, partially refunded (amount in rupees, sent as
 * paise) or fully refunded, with notes; a second step asks to confirm before anything is refunded.
 */
export function ResolveDisputeDialog({
  projectId,
  dispute,
  onOpenChange,
}: {
  projectId: string;
  /** The dispute to resolve; null closes the dialog. */
  dispute: ProjectDispute | null;
  onOpenChange: (open: boolean) => void;
}) {
  const resolve = useResolveDispute();
  const [confirming, setConfirming] = useState<ResolveDisputeFormValues | null>(null);
  const form = useForm<ResolveDisputeFormValues>({
    resolver: zodResolver(resolveDisputeFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const partial = useWatch({ control: form.control, name: "outcome" }) === "partially_refunded";
  const paid = dispute?.amountPaid ?? 0;
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      form.reset(EMPTY);
      setConfirming(null);
      resolve.reset();
    }
  };
  const review = form.handleSubmit((values) => {
    const input = resolveFormToInput(values);
    const amount = resolutionRefund(input.outcome, input.amountPaise, paid);
    if (!amount.ok) {
      form.setError("amount", { message: amount.message });
      return;
    }
    setConfirming(values);
  });
  const confirm = () => {
    if (!dispute || !confirming) return;
    resolve.mutate(
      { id: dispute.id, projectId, input: resolveFormToInput(confirming) },
      {
        onSuccess: (resolved) => {
          toast.success(`Dispute ${DISPUTE_STATUS_LABELS[resolved.status].toLowerCase()}`);
          close(false);
        },
        onError: () => setConfirming(null),
      },
    );
  };
  const confirmText = (() => {
    if (!confirming) return "";
    const input = resolveFormToInput(confirming);
    if (input.outcome === "released") return "Release the payment to the freelancers? Nothing is refunded.";
    const amount = input.outcome === "fully_refunded" ? paid : (input.amountPaise ?? 0);
    return `Refund ${formatInr(amount)} to the client through the payment gateway? This cannot be undone.`;
  })();
  return (
    <Dialog open={dispute !== null} onOpenChange={close}>
      <DialogContent
        title="Resolve Dispute"
        description={dispute ? `${dispute.item.label}: paid ${formatInr(paid)}` : undefined}
      >
        {confirming ? (
          <div className="space-y-4">
            <p className="text-sm text-slate-800">{confirmText}</p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button
                type="button"
                variant="secondary"
                onClick={() => setConfirming(null)}
                disabled={resolve.isPending}
              >
                Back
              </Button>
              <Button
                type="button"
                onClick={confirm}
                disabled={resolve.isPending}
                aria-busy={resolve.isPending}
              >
                Confirm
              </Button>
            </div>
          </div>
        ) : (
          <form noValidate className="space-y-4" onSubmit={review}>
            <FormField label="Resolution">
              <NativeSelect {...form.register("outcome")}>
                {DISPUTE_OUTCOMES.map((outcome) => (
                  <option key={outcome} value={outcome}>
                    {DISPUTE_STATUS_LABELS[outcome]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {partial && (
              <FormField
                label="Refund amount (₹)"
                hint={`Less than ${formatInr(paid)}, e.g. 2500 or 2500.50`}
                error={errors.amount?.message}
              >
                <Input inputMode="decimal" {...form.register("amount")} />
              </FormField>
            )}
            <FormField label="Resolution notes" error={errors.notes?.message}>
              <Textarea rows={3} {...form.register("notes")} />
            </FormField>
            {resolve.isError && (
              <Alert tone="error">{errorMessage(resolve.error, DISPUTE_TEXTS.resolveFailed)}</Alert>
            )}
            <FormDialogActions submitLabel="Continue" pending={false} onCancel={() => close(false)} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
