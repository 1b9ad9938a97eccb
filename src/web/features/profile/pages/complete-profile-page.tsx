import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { guessCurrency } from "@/domain/accounts/options";
import type { ProfileInput, ProfileValues } from "@/domain/accounts/schemas";
import { Logo } from "@/web/components/logo";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { authClient } from "@/web/lib/auth-client";
import { useUser } from "@/web/lib/me";
import { useUpdateProfile } from "../api/update-profile";
import { ProfileForm } from "../components/profile-form";

type FieldErrors = Partial<Record<keyof ProfileInput, string>>;

/** Field errors from the API's validation envelope (`details: [{ path, message }]`). */
function fieldErrors(error: unknown): FieldErrors | undefined {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return undefined;
  const result: FieldErrors = {};
  for (const item of error.details as Array<{ path?: string; message?: string }>) {
    if (item.path && item.message) result[item.path as keyof ProfileInput] = item.message;
  }
  return result;
}

/**
 * Complete Your Profile (spec 1 §2): shown on every path until the profile is complete; on success
 * the user goes to / with a fresh `me`.
 */
export function CompleteProfilePage() {
  const user = useUser();
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>();

  async function onSubmit(values: ProfileValues) {
    setError(null);
    try {
      await updateProfile.mutateAsync(values);
      toast.success("Profile updated successfully!");
      navigate("/", { replace: true });
    } catch (cause) {
      setServerErrors(fieldErrors(cause));
      setError(errorMessage(cause, "Failed to update profile"));
    }
  }

  return (
    <main id="main" className="min-h-screen bg-slate-50 px-4 py-10">
      <div className="mx-auto max-w-2xl space-y-6">
        <div className="flex items-center justify-between">
          <Logo />
          <Button
            variant="ghost"
            onClick={() => authClient.signOut().then(() => window.location.assign("/"))}
          >
            Sign out
          </Button>
        </div>
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Complete Your Profile</h1>
          <p className="text-sm text-slate-600">Tell us a little about yourself to get started.</p>
        </div>
        <Card className="p-6">
          {error && (
            <Alert tone="error" className="mb-5">
              {error}
            </Alert>
          )}
          <ProfileForm
            serverErrors={serverErrors}
            onSubmit={onSubmit}
            defaultValues={{
              fullName: user.fullName,
              yearOfBirth: user.yearOfBirth ?? "",
              country: (user.country ?? "") as ProfileInput["country"],
              profession: (user.profession ?? "") as ProfileInput["profession"],
              customProfession: user.customProfession ?? "",
              currency: (user.currency as ProfileInput["currency"]) ?? guessCurrency(navigator.language),
              organization: user.organization ?? "",
              bio: user.bio ?? "",
            }}
          />
        </Card>
      </div>
    </main>
  );
}
