import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { nextPayoutStatuses, PAYOUT_UNPAID_REFUSAL, type PayoutStatus } from "@/domain/payouts/payouts";
import { isStaff, type Role } from "@/domain/roles";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { type Payout, PayoutItem } from "@/web/components/payout-item";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { humanize } from "@/web/lib/format";
import { useChangePayoutStatus } from "../api/change-payout-status";
import { useProjectPayouts } from "../api/get-project-payouts";
import { useProjectTeam } from "../api/get-project-team";
import { RecordPayoutDialog } from "./record-payout-dialog";

/** Whether `cause` is the server's refusal to complete a payout of a project whose client has paid nothing. */
function isUnpaidRefusal(cause: unknown): cause is ApiError {
  const details = cause instanceof ApiError ? (cause.details as { reason?: unknown } | undefined) : undefined;
  return details?.reason === PAYOUT_UNPAID_REFUSAL.reason;
}

/**
 * Staff control under one payout: the next status and, when completing, the bank or UPI reference. When the
 * server refuses completion because the client has paid nothing (issue 19 item 3), the refusal shows under
 * the control and a dialog offers the audited override.
 */
function PayoutStatusControl({ payout }: { payout: Payout }) {
  const ids = { status: useId(), reference: useId() };
  const next = nextPayoutStatuses(payout.status);
  const [status, setStatus] = useState<PayoutStatus | "">("");
  const [reference, setReference] = useState("");
  const [unpaidRefusal, setUnpaidRefusal] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const change = useChangePayoutStatus();
  if (next.length === 0) return null;
  const done = () => {
    setStatus("");
    setReference("");
    setUnpaidRefusal(null);
  };
  return (
    <form
      className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!status) return;
        setUnpaidRefusal(null);
        change.mutate(
          { id: payout.id, status, transactionId: reference.trim() || undefined },
          {
            onSuccess: () => {
              toast.success(`Payment marked ${humanize(status).toLowerCase()}`);
              done();
            },
            onError: (cause) => {
              if (isUnpaidRefusal(cause)) {
                setUnpaidRefusal(cause.message);
                setConfirming(true);
              } else toast.error(errorMessage(cause, "Failed to update the payment. Please try again."));
            },
          },
        );
      }}
    >
      <div className="space-y-1">
        <label htmlFor={ids.status} className="block text-xs font-medium text-slate-700">
          New status for {payout.freelancer.fullName}
        </label>
        <NativeSelect
          id={ids.status}
          className="w-40"
          value={status}
          onChange={(e) => setStatus(e.target.value as PayoutStatus)}
        >
          <option value="">Choose...</option>
          {next.map((s) => (
            <option key={s} value={s}>
              {humanize(s)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {status === "completed" && (
        <div className="space-y-1">
          <label htmlFor={ids.reference} className="block text-xs font-medium text-slate-700">
            Transaction ID
          </label>
          <Input
            id={ids.reference}
            className="w-44"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </div>
      )}
      <Button type="submit" size="sm" variant="secondary" disabled={!status || change.isPending}>
        Update
      </Button>
      {unpaidRefusal && (
        <Alert tone="error" className="w-full">
          {unpaidRefusal}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Complete without client payment?"
        description={`${unpaidRefusal ?? ""} Marking it completed anyway is an override that is recorded in the audit log with your name.`}
        keepLabel="Keep it open"
        confirmLabel="Complete anyway"
        successToast="Payment marked completed"
        failureText="Failed to update the payment. Please try again."
        onConfirm={async () => {
          await change.mutateAsync({
            id: payout.id,
            status: "completed",
            transactionId: reference.trim() || undefined,
            overrideUnpaidClient: true,
          });
          done();
        }}
      />
    </form>
  );
}

/**
 * Project detail's freelancer payments (spec 2 §2 lower sections, spec 3 §2): staff see every payment with
 * "Record Payment" and status controls; a freelancer sees "My Payments", their own only. Clients see none.
 */
export function FreelancerPayments({ projectId, role }: { projectId: string; role: Role }) {
  const headingId = useId();
  const staff = isStaff(role);
  const payouts = useProjectPayouts(projectId);
  const team = useProjectTeam(projectId);
  const [recording, setRecording] = useState(false);
  const members = team.data?.team ?? [];
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id={headingId}>{staff ? "Freelancer Payments" : "My Payments"}</CardTitle>
        {staff && (
          <Button size="sm" onClick={() => setRecording(true)} disabled={members.length === 0}>
            <Plus aria-hidden="true" className="h-4 w-4" /> Record Payment
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {staff && team.isSuccess && members.length === 0 && (
          <p className="mb-3 text-sm text-slate-600">
            Invite or assign a freelancer before recording a payment.
          </p>
        )}
        {payouts.isPending ? (
          <p className="text-sm text-slate-600">Loading payments...</p>
        ) : payouts.isError || payouts.data.payouts.length === 0 ? (
          <p className="text-sm text-slate-600">No payments yet.</p>
        ) : (
          <ul aria-label={staff ? "Freelancer payments" : "My payments"} className="space-y-3">
            {payouts.data.payouts.map((payout) => (
              <PayoutItem
                key={payout.id}
                payout={payout}
                showFreelancer={staff}
                actions={staff ? <PayoutStatusControl payout={payout} /> : undefined}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {staff && (
        <RecordPayoutDialog
          projectId={projectId}
          team={members}
          open={recording}
          onOpenChange={setRecording}
        />
      )}
    </Card>
  );
}
