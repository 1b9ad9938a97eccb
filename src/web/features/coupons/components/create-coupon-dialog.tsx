import { zodResolver } from "@hookform/resolvers/zod";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { COUPON_APPLICABILITY, COUPON_DISCOUNT_TYPES } from "@/domain/constants";
import {
  COUPON_TEXTS,
  type CouponFormValues,
  type CreateCouponInput,
  couponFormSchema,
  EMPTY_COUPON_FORM,
} from "@/domain/coupons/coupons";
import { FormDialogActions } from "@/web/components/form-dialog-actions";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import { humanize } from "@/web/lib/format";
import { useCreateCoupon } from "../api/create-coupon";

const TYPE_LABELS = { percentage: "Percentage", fixed: "Fixed amount" } as const;

/**
 * "Create Coupon" (spec 3 §2, §5, §8): the form of `couponFormSchema`, amounts in rupees; a valid form is
 * the API body. Missing code, discount or valid-until read "Please fill in all required fields"; a
 * failed create shows the server's reason (e.g. a taken code) or "Failed to create coupon".
 */
export function CreateCouponDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateCoupon();
  const form = useForm<CouponFormValues, unknown, CreateCouponInput>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: EMPTY_COUPON_FORM,
  });
  const { errors } = form.formState;
  const percentage = form.watch("discountType") === "percentage";
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(EMPTY_COUPON_FORM);
      create.reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="h-4 w-4" /> Create Coupon
      </Button>
      <DialogContent
        title="Create Coupon"
        description="Amounts are in rupees. Empty limits mean unlimited."
        className="max-w-2xl"
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((input) =>
            create.mutate(input, {
              onSuccess: (coupon) => {
                close(false);
                toast.success(`Coupon ${coupon.code} created`);
              },
            }),
          )}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Code" hint="Stored in capitals, e.g. DIWALI25" error={errors.code?.message}>
              <Input autoComplete="off" className="uppercase" {...form.register("code")} />
            </FormField>
            <FormField label="Applies to">
              <NativeSelect {...form.register("applicableTo")}>
                {COUPON_APPLICABILITY.map((value) => (
                  <option key={value} value={value}>
                    {humanize(value)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Discount type">
              <NativeSelect {...form.register("discountType")}>
                {COUPON_DISCOUNT_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {TYPE_LABELS[value]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              label={percentage ? "Discount (%)" : "Discount (₹)"}
              error={errors.discountValue?.message}
            >
              <Input inputMode="decimal" {...form.register("discountValue")} />
            </FormField>
            {percentage && (
              <FormField label="Max discount (₹)" optional error={errors.maxDiscountAmount?.message}>
                <Input inputMode="decimal" {...form.register("maxDiscountAmount")} />
              </FormField>
            )}
            <FormField
              label="Minimum order (₹)"
              optional
              hint="Empty means no minimum"
              error={errors.minOrderAmount?.message}
            >
              <Input inputMode="decimal" {...form.register("minOrderAmount")} />
            </FormField>
            <FormField label="Valid from" optional hint="Empty means today" error={errors.validFrom?.message}>
              <Input type="date" {...form.register("validFrom")} />
            </FormField>
            <FormField
              label="Valid until"
              hint="Valid to the end of this day (IST)"
              error={errors.validUntil?.message}
            >
              <Input type="date" {...form.register("validUntil")} />
            </FormField>
            <FormField label="Usage limit" optional error={errors.usageLimit?.message}>
              <Input inputMode="numeric" {...form.register("usageLimit")} />
            </FormField>
            <FormField label="Per-user limit" optional error={errors.perUserLimit?.message}>
              <Input inputMode="numeric" {...form.register("perUserLimit")} />
            </FormField>
          </div>
          <FormField label="Description" optional error={errors.description?.message}>
            <Textarea rows={2} {...form.register("description")} />
          </FormField>
          {create.isError && (
            <Alert tone="error">{errorMessage(create.error, COUPON_TEXTS.createFailed)}</Alert>
          )}
          <FormDialogActions
            submitLabel={"Create Coupon"}
            pending={create.isPending}
            onCancel={() => close(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
