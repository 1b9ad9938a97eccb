import { useState } from "react";
import { guessCurrency } from "@/domain/profiles/options";
import type { ProfileInput, ProfileValues } from "@/domain/profiles/profile";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import type { Me } from "@/web/lib/me";
import { useUpdateProfile } from "../api/update-profile";

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

/** The profile form's starting values from the signed-in user (currency guessed from the browser). */
export function profileDefaults(user: Me): Partial<ProfileInput> {
  return {
    fullName: user.fullName,
    yearOfBirth: user.yearOfBirth ?? "",
    country: (user.country ?? "") as ProfileInput["country"],
    profession: (user.profession ?? "") as ProfileInput["profession"],
    customProfession: user.customProfession ?? "",
    currency: (user.currency as ProfileInput["currency"]) ?? guessCurrency(navigator.language),
    organization: user.organization ?? "",
    bio: user.bio ?? "",
    gstin: user.gstin ?? "",
    billingState: (user.billingState ?? "") as ProfileInput["billingState"],
  };
}

/**
 * Saving the profile form (spec 1 §2, §8): `onSubmit` saves and calls `onSaved`; a failure leaves the
 * server's field errors under the fields and its message (or "Failed to update profile") in `error`.
 */
export function useProfileSave(onSaved: () => void) {
  const updateProfile = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>();
  async function onSubmit(values: ProfileValues) {
    setError(null);
    try {
      await updateProfile.mutateAsync(values);
      onSaved();
    } catch (cause) {
      setServerErrors(fieldErrors(cause));
      setError(errorMessage(cause, "Failed to update profile"));
    }
  }
  return { onSubmit, error, serverErrors };
}
