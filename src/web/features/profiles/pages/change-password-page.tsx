import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { changePasswordSchema } from "@/domain/accounts/schemas";
import { PageHeader } from "@/web/components/page-header";
import { LoadingState } from "@/web/components/page-states";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { authClient } from "@/web/lib/auth-client";
import { useFlash } from "../components/flash";

type Values = z.input<typeof changePasswordSchema>;
const EMPTY: Values = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change Password (spec 1 §2, §5, §8, route /change-password): current, new and confirmation with the
 * spec's rules (checked here and again on the server, which also checks the current password); on success
 * "Password changed successfully!" for 3 seconds and every other session is signed out. Accounts without a
 * password (signed in with Google) see a notice instead.
 */
export function ChangePasswordPage() {
  const [flash, show] = useFlash();
  const accounts = useQuery({
    queryKey: ["me", "accounts"],
    queryFn: async () => {
      const { data, error } = await authClient.listAccounts();
      if (error) throw new Error(error.message);
      return data;
    },
  });
  const form = useForm<Values>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors("root");
    const { error } = await authClient.changePassword({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      revokeOtherSessions: true,
    });
    if (error) {
      form.setError("root", { message: error.message || "Failed to change password" });
      return;
    }
    form.reset(EMPTY);
    show("Password changed successfully!");
  });

  const hasPassword = accounts.data?.some((account) => account.providerId === "credential");
  return (
    <div className="mx-auto max-w-lg space-y-6">
      <PageHeader title="Change Password" description="Other devices are signed out when you change it." />
      {accounts.isPending ? (
        <LoadingState />
      ) : accounts.data && !hasPassword ? (
        <Alert tone="info">
          You sign in with Google, so there is no Kaarya password to change. Manage your password in your
          Google account.
        </Alert>
      ) : (
        <Card className="p-6">
          <form noValidate onSubmit={submit} className="space-y-4">
            {flash && <Alert tone="success">{flash}</Alert>}
            {errors.root?.message && <Alert tone="error">{errors.root.message}</Alert>}
            <FormField label="Current password" error={errors.currentPassword?.message}>
              <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
            </FormField>
            <FormField label="New password" hint="At least 8 characters" error={errors.newPassword?.message}>
              <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
            </FormField>
            <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
              <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
            </FormField>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting && <Spinner className="h-4 w-4" />}
              {isSubmitting ? "Changing..." : "Change Password"}
            </Button>
          </form>
        </Card>
      )}
    </div>
  );
}
