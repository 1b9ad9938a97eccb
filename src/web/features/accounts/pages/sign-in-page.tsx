import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { signInSchema } from "@/domain/accounts/schemas";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { authClient, authErrorMessage } from "@/web/lib/auth-client";
import { ME_QUERY_KEY } from "@/web/lib/me";
import { useConfig } from "@/web/lib/public-config";
import { AuthLayout } from "../components/auth-layout";
import { DemoLogins } from "../components/demo-logins";
import { GoogleSignIn, googleCallbackError } from "../components/google-sign-in";

/** Sign In (spec 1 §2, §5, §8). On success the session gate sends the user on to /. */
export function SignInPage() {
  const queryClient = useQueryClient();
  const location = useLocation();
  // A failed Google sign-in comes back as /signin?error=<code> (spec 1 §8: shown like any sign-in failure).
  const [error, setError] = useState<string | null>(() => googleCallbackError(location.search));
  const config = useConfig().data;
  const form = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await authClient.signIn.email(values);
      if (result.error) return setError(authErrorMessage(result.error));
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : "An error occurred");
    }
  });

  return (
    <AuthLayout title="Sign in to Kaarya" subtitle="Welcome back! Sign in to manage your projects.">
      {error && <Alert tone="error">{error}</Alert>}
      {config && <GoogleSignIn available={config.googleSignIn} onError={setError} />}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="h-4 w-4" />}
          {isSubmitting ? "Signing in..." : "Sign In"}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-700">
        <Link to="/signup" className="font-medium text-blue-800 hover:underline">
          Don't have an account? Sign up
        </Link>
      </p>
      {config?.demoMode && (
        <DemoLogins
          onPick={(email, password) => {
            form.setValue("email", email, { shouldValidate: false });
            form.setValue("password", password, { shouldValidate: false });
            form.setFocus("password");
          }}
        />
      )}
    </AuthLayout>
  );
}
