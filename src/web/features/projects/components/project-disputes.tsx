import { Scale } from "lucide-react";
import { useId, useState } from "react";
import { DOWNLOAD_FAILED } from "@/domain/attachments/attachments";
import { DISPUTE_TEXTS, type DisputeStatus } from "@/domain/disputes/disputes";
import { formatInr } from "@/domain/money";
import { Alert } from "@/web/components/ui/alert";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { downloadFile } from "@/web/lib/download";
import { formatDate } from "@/web/lib/format";
import { type DisputableItem, type ProjectDispute, useProjectDisputes } from "../api/get-project-disputes";
import { useResolveDispute } from "../api/resolve-dispute";
import { OpenDisputeDialog, ResolveDisputeDialog } from "./dispute-dialogs";
import { formatFileSize } from "./format-size";

const STATUS_TONE: Record<DisputeStatus, BadgeTone> = {
  open: "amber",
  refunding: "blue",
  released: "green",
  partially_refunded: "gray",
  fully_refunded: "gray",
};

/**
 * Project detail's Disputes (issue 20 item 3): for the client, the paid payments they may dispute now, each
 * with a Dispute action; every dispute with its item, status, reason, evidence, whether the freelancers'
 * payouts for it are held, and its resolution — amounts for the client and staff, none for the team's
 * freelancers; staff resolve open ones (or check a refund that is processing). Hidden from people the
 * server does not show disputes to.
 */
export function ProjectDisputes({ projectId }: { projectId: string }) {
  const headingId = useId();
  const disputes = useProjectDisputes(projectId);
  const [disputing, setDisputing] = useState<DisputableItem | null>(null);
  const [resolving, setResolving] = useState<ProjectDispute | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  if (disputes.isError && disputes.error instanceof ApiError && disputes.error.status === 404) return null;
  const data = disputes.data;
  return (
    <Card role="region" aria-labelledby={headingId} id="disputes">
      <CardHeader>
        <CardTitle id={headingId}>Disputes</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {disputes.isPending ? (
          <p className="text-sm text-slate-600">Loading disputes...</p>
        ) : disputes.isError || !data ? (
          <p className="text-sm text-red-700">Failed to load disputes.</p>
        ) : (
          <>
            {data.disputable.length > 0 && (
              <div className="space-y-2">
                <p className="text-sm text-slate-700">
                  Paid for work that was not delivered as agreed? Dispute the payment while the project is in
                  progress.
                </p>
                <ul
                  aria-label="Payments you can dispute"
                  className="divide-y divide-slate-200 rounded-lg border"
                >
                  {data.disputable.map((item) => (
                    <li
                      key={item.paymentId}
                      className="flex flex-wrap items-center justify-between gap-2 p-3"
                    >
                      <span className="text-sm text-slate-900">
                        <span className="font-medium">{item.label}</span> · paid {formatInr(item.amountPaid)}
                      </span>
                      <Button size="sm" variant="secondary" onClick={() => setDisputing(item)}>
                        Dispute<span className="sr-only"> {item.label}</span>
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {data.disputes.length === 0 ? (
              <p className="text-sm text-slate-600">No disputes.</p>
            ) : (
              <ul aria-label="Disputes" className="space-y-3">
                {data.disputes.map((dispute) => (
                  <DisputeItem
                    key={dispute.id}
                    dispute={dispute}
                    canResolve={data.canResolve}
                    onResolve={() => setResolving(dispute)}
                    onDownload={(file) =>
                      downloadFile(`/api/dispute-evidence/${file.id}/download`, file.fileName).catch(() =>
                        setDownloadError(DOWNLOAD_FAILED),
                      )
                    }
                  />
                ))}
              </ul>
            )}
            {downloadError && <Alert tone="error">{downloadError}</Alert>}
          </>
        )}
      </CardContent>
      <OpenDisputeDialog
        projectId={projectId}
        item={disputing}
        onOpenChange={(open) => !open && setDisputing(null)}
      />
      <ResolveDisputeDialog
        projectId={projectId}
        dispute={resolving}
        onOpenChange={(open) => !open && setResolving(null)}
      />
    </Card>
  );
}

function DisputeItem({
  dispute,
  canResolve,
  onResolve,
  onDownload,
}: {
  dispute: ProjectDispute;
  canResolve: boolean;
  onResolve: () => void;
  onDownload: (file: { id: string; fileName: string }) => void;
}) {
  const active = dispute.status === "open" || dispute.status === "refunding";
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Scale aria-hidden="true" className="h-4 w-4 text-slate-600" />
        <p className="font-semibold text-slate-900">Dispute of {dispute.item.label}</p>
        <Badge tone={STATUS_TONE[dispute.status]}>{dispute.statusLabel}</Badge>
        {dispute.amountPaid !== null && (
          <span className="text-sm text-slate-700">Paid {formatInr(dispute.amountPaid)}</span>
        )}
      </div>
      <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{dispute.reason}</p>
      <p className="text-xs text-slate-600">
        Opened by {dispute.openedBy.fullName} on {formatDate(dispute.createdAt)}
      </p>
      {dispute.evidence.length > 0 && (
        <ul aria-label={`Evidence for ${dispute.item.label}`} className="flex flex-wrap gap-2">
          {dispute.evidence.map((file) => (
            <li key={file.id}>
              <Button size="sm" variant="ghost" className="max-w-full" onClick={() => onDownload(file)}>
                <span className="truncate">{file.fileName}</span>
                <span className="text-xs text-slate-600">({formatFileSize(file.fileSize)})</span>
                <span className="sr-only"> download</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {dispute.payoutsHeld && (
        <p className="text-sm text-amber-800">
          Freelancer payouts for {dispute.item.label} are on hold until this dispute is resolved.
        </p>
      )}
      {dispute.lastError && dispute.status === "open" && (
        <Alert tone="error">The last refund failed: {dispute.lastError}</Alert>
      )}
      {dispute.status === "refunding" && (
        <p className="text-sm text-slate-700">
          A refund{dispute.refundAmount !== null ? ` of ${formatInr(dispute.refundAmount)}` : ""} is being
          processed by the payment gateway.
        </p>
      )}
      {!active && dispute.resolvedAt && (
        <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          <p>
            Resolved as <span className="font-medium">{dispute.statusLabel.toLowerCase()}</span>
            {dispute.refundAmount !== null && dispute.outcome !== "released"
              ? `: ${formatInr(dispute.refundAmount)} refunded`
              : ""}{" "}
            by {dispute.resolvedBy ?? "staff"} on {formatDate(dispute.resolvedAt)}.
          </p>
          {dispute.resolutionNotes && <p className="mt-1 break-words">Notes: {dispute.resolutionNotes}</p>}
        </div>
      )}
      {canResolve && dispute.status === "open" && (
        <Button size="sm" onClick={onResolve}>
          Resolve<span className="sr-only"> dispute of {dispute.item.label}</span>
        </Button>
      )}
      {canResolve && dispute.status === "refunding" && <CheckRefundButton dispute={dispute} />}
    </li>
  );
}

/** Staff ask the gateway again about a refund that is processing (resolving a refunding dispute checks it). */
function CheckRefundButton({ dispute }: { dispute: ProjectDispute }) {
  const check = useResolveDispute();
  return (
    <div className="space-y-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={check.isPending}
        aria-busy={check.isPending}
        onClick={() =>
          check.mutate({
            id: dispute.id,
            projectId: dispute.projectId,
            input: { outcome: dispute.outcome ?? "fully_refunded", notes: dispute.resolutionNotes ?? "-" },
          })
        }
      >
        Check Refund<span className="sr-only"> of {dispute.item.label}</span>
      </Button>
      {check.isError && <Alert tone="error">{errorMessage(check.error, DISPUTE_TEXTS.resolveFailed)}</Alert>}
    </div>
  );
}
