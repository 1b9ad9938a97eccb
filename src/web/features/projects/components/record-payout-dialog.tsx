import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { paymentMethodLabel } from "@/domain/payments/method-label";
import {
  PAYOUT_METHODS,
  PAYOUT_TYPES,
  type PayoutFormValues,
  payoutFormSchemaFor,
  payoutFormToInput,
} from "@/domain/payouts/payouts";
import { FormDialogActions } from "@/web/components/form-dialog-actions";
import { Alert } from "@/web/components/ui/alert";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import { humanize } from "@/web/lib/format";
import { useProject } from "../api/get-project";
import { useRecordPayout } from "../api/record-payout";

const EMPTY: PayoutFormValues = {
  freelancerId: "",
  amount: "",
  paymentType: "milestone_payment",
  paymentMethod: "bank_transfer",
  milestoneNumber: "",
  description: "",
};

/**
 * The milestones of the project's current payment schedule (spec 2 §5), the one clients pay from: number and
 * status; `undefined` until the project is loaded. Read from the project detail's query, which the page has
 * usually loaded already.
 */
function useScheduleMilestones(projectId: string) {
  const project = useProject(projectId);
  const detail = project.data;
  return useMemo(
    () =>
      detail &&
      (detail.paymentSchedule?.items ?? []).flatMap((item) =>
        item.type === "milestone" && item.milestoneNumber
          ? [{ number: item.milestoneNumber, status: item.status }]
          : [],
      ),
    [detail],
  );
}

/**
 * Staff's "Record Payment" (issue 4 item 8): a payment to one of the project's freelancers, amount in
 * rupees (converted to paise), type, method and a description; it starts pending. A milestone payment names
 * one of the payment schedule's milestones, so a dispute on another milestone does not hold it (decision 0037).
 */
export function RecordPayoutDialog({
  projectId,
  team,
  open,
  onOpenChange,
}: {
  projectId: string;
  team: { freelancerId: string; fullName: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const record = useRecordPayout();
  const milestones = useScheduleMilestones(projectId);
  const resolver = useMemo(
    () => zodResolver(payoutFormSchemaFor(milestones?.map((m) => m.number) ?? [])),
    [milestones],
  );
  const form = useForm<PayoutFormValues>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const milestonePayment = form.watch("paymentType") === "milestone_payment";
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      form.reset(EMPTY);
      record.reset();
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title="Record Payment"
        description="A payment to a freelancer on this project. It starts as pending."
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((values) =>
            record.mutate({ projectId, input: payoutFormToInput(values) }, { onSuccess: () => close(false) }),
          )}
        >
          <FormField label="Freelancer" error={errors.freelancerId?.message}>
            <NativeSelect {...form.register("freelancerId")}>
              <option value="">Choose a freelancer</option>
              {team.map((member) => (
                <option key={member.freelancerId} value={member.freelancerId}>
                  {member.fullName}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Amount (₹)" error={errors.amount?.message}>
            <Input inputMode="decimal" {...form.register("amount")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Payment type">
              <NativeSelect {...form.register("paymentType")}>
                {PAYOUT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {humanize(type)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Payment method">
              <NativeSelect {...form.register("paymentMethod")}>
                {PAYOUT_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {paymentMethodLabel(method)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          {milestonePayment &&
            milestones &&
            (milestones.length > 0 ? (
              <FormField
                label="Milestone"
                error={errors.milestoneNumber?.message}
                hint="The payment schedule milestone this pays for."
              >
                <NativeSelect {...form.register("milestoneNumber")}>
                  <option value="">Choose a milestone</option>
                  {milestones.map((milestone) => (
                    <option key={milestone.number} value={String(milestone.number)}>
                      Milestone {milestone.number} ({humanize(milestone.status)})
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            ) : (
              <p className="text-sm text-slate-600">
                This project's payment schedule has no milestones, so the payment names none.
              </p>
            ))}
          <FormField label="Description" optional error={errors.description?.message}>
            <Textarea rows={2} {...form.register("description")} />
          </FormField>
          {record.isError && (
            <Alert tone="error">
              {errorMessage(record.error, "Failed to record the payment. Please try again.")}
            </Alert>
          )}
          <FormDialogActions
            submitLabel={"Record Payment"}
            pending={record.isPending}
            onCancel={() => close(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
