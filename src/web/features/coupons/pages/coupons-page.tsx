import { Power, PowerOff, Ticket, Trash2 } from "lucide-react";
import { toast } from "sonner";
import {
  COUPON_TEXTS,
  couponDate,
  couponStatus,
  describeDiscount,
  describeUsage,
} from "@/domain/coupons/coupons";
import { formatInr } from "@/domain/money";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { ScrollArea } from "@/web/components/ui/scroll-area";
import { Table, Td, Th } from "@/web/components/ui/table";
import { formatDate, humanize } from "@/web/lib/format";
import { useDeleteCoupon } from "../api/delete-coupon";
import { type CouponItem, useCoupons } from "../api/get-coupons";
import { useSetCouponActive } from "../api/set-coupon-active";
import { CouponUsageDialog } from "../components/coupon-usage-dialog";
import { CreateCouponDialog } from "../components/create-coupon-dialog";

const STATUS_TONES: Record<ReturnType<typeof couponStatus>, BadgeTone> = {
  active: "green",
  inactive: "gray",
  expired: "red",
  scheduled: "blue",
  used_up: "amber",
};

/** Activate / Deactivate, then Usage and Delete, for one coupon; button names carry its code. */
function CouponActions({ coupon }: { coupon: CouponItem }) {
  const toggle = useSetCouponActive();
  const remove = useDeleteCoupon();
  const next = !coupon.isActive;
  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={toggle.isPending}
        aria-busy={toggle.isPending}
        onClick={() =>
          toggle.mutate(
            { id: coupon.id, isActive: next },
            {
              onSuccess: () => toast.success(`Coupon ${coupon.code} ${next ? "activated" : "deactivated"}`),
              onError: () => toast.error("Failed to update coupon. Please try again."),
            },
          )
        }
      >
        {next ? (
          <Power aria-hidden="true" className="h-4 w-4" />
        ) : (
          <PowerOff aria-hidden="true" className="h-4 w-4" />
        )}
        {next ? "Activate" : "Deactivate"}
        <span className="sr-only"> {coupon.code}</span>
      </Button>
      <CouponUsageDialog couponId={coupon.id} code={coupon.code} />
      <ConfirmDialog
        trigger={
          <>
            <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete
            <span className="sr-only"> {coupon.code}</span>
          </>
        }
        title={`Delete coupon ${coupon.code}`}
        description={COUPON_TEXTS.confirmDelete}
        keepLabel="Keep coupon"
        confirmLabel="Delete"
        successToast={`Coupon ${coupon.code} deleted`}
        failureText="Failed to delete coupon. A coupon that has been used cannot be deleted; deactivate it instead."
        onConfirm={() => remove.mutateAsync(coupon.id)}
      />
    </div>
  );
}

/**
 * Coupon Management (spec 3 §2, administrator, route /coupons): the coupons newest first — code,
 * discount, applicability, validity, usage "n / limit" and status — with Create Coupon, the usage dialog,
 * Activate / Deactivate and Delete after confirmation.
 */
export function CouponsPage() {
  const coupons = useCoupons();
  const now = new Date();
  return (
    <div>
      <PageHeader
        title="Coupon Management"
        description="Discount coupons for project payments and subscriptions, newest first."
        actions={<CreateCouponDialog />}
      />
      {coupons.isPending ? (
        <LoadingState label="Loading coupons..." />
      ) : coupons.isError ? (
        <ErrorState message="Failed to load coupons" onRetry={() => coupons.refetch()} />
      ) : coupons.data.length === 0 ? (
        <EmptyState
          icon={<Ticket aria-hidden="true" className="h-10 w-10" />}
          title="No coupons yet"
          description="Create a coupon to offer a discount on project payments or subscriptions."
        />
      ) : (
        <ScrollArea label="Coupons" className="bg-white">
          <Table>
            <thead>
              <tr>
                <Th>Code</Th>
                <Th>Discount</Th>
                <Th>Applies to</Th>
                <Th>Validity</Th>
                <Th>Usage</Th>
                <Th>Status</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {coupons.data.map((coupon) => {
                const status = couponStatus(coupon, now);
                return (
                  <tr key={coupon.id}>
                    <Td>
                      <p className="font-mono font-semibold text-slate-900">{coupon.code}</p>
                      {coupon.description && <p className="text-xs text-slate-600">{coupon.description}</p>}
                    </Td>
                    <Td className="whitespace-nowrap">
                      <p>{describeDiscount(coupon)}</p>
                      {coupon.minOrderAmount > 0 && (
                        <p className="text-xs text-slate-600">Min order {formatInr(coupon.minOrderAmount)}</p>
                      )}
                    </Td>
                    <Td>{humanize(coupon.applicableTo)}</Td>
                    <Td className="whitespace-nowrap">
                      {formatDate(couponDate(coupon.validFrom))} – {formatDate(couponDate(coupon.validUntil))}
                    </Td>
                    <Td className="whitespace-nowrap">
                      <p>{describeUsage(coupon)}</p>
                      {coupon.perUserLimit !== null && (
                        <p className="text-xs text-slate-600">{coupon.perUserLimit} per user</p>
                      )}
                    </Td>
                    <Td>
                      <Badge tone={STATUS_TONES[status]}>{humanize(status)}</Badge>
                    </Td>
                    <Td>
                      <CouponActions coupon={coupon} />
                    </Td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </ScrollArea>
      )}
    </div>
  );
}
