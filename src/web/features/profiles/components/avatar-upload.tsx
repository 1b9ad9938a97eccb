import { useState } from "react";
import {
  IMAGE_UPLOAD_FAILED_MESSAGE,
  IMAGE_UPLOADED_MESSAGE,
  profileImageProblem,
} from "@/domain/profiles/profile-image";
import { Alert } from "@/web/components/ui/alert";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiError } from "@/web/lib/api-client";
import type { Me } from "@/web/lib/me";
import { useUploadProfileImage } from "../api/upload-profile-image";
import { useFlash } from "./flash";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("") || "?";

/** The server's refusal texts (spec 1 §5) are shown as they are; anything else is "Failed to upload image". */
function uploadError(cause: unknown): string {
  return cause instanceof ApiError && (cause.status === 413 || cause.status === 415)
    ? cause.message
    : IMAGE_UPLOAD_FAILED_MESSAGE;
}

/**
 * The avatar upload of Complete Your Profile and Profile Settings (spec 1 §2, §5, §8): the current image
 * (or initials) and a file field. A chosen file is checked (image, 5 MB) and uploaded at once; success
 * shows "Profile image uploaded successfully!" for 3 seconds, failure the spec's message.
 */
export function AvatarUpload({ user }: { user: Me }) {
  const upload = useUploadProfileImage();
  const [flash, show] = useFlash();
  const [error, setError] = useState<string | null>(null);

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    const problem = profileImageProblem(file);
    if (problem) {
      setError(problem);
    } else {
      try {
        await upload.mutateAsync(file);
        show(IMAGE_UPLOADED_MESSAGE);
      } catch (cause) {
        setError(uploadError(cause));
      }
    }
    input.value = "";
  }

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-4">
        {user.avatarUrl ? (
          <img
            src={user.avatarUrl}
            alt="Your profile"
            width={64}
            height={64}
            className="h-16 w-16 rounded-full object-cover ring-1 ring-slate-200"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-16 items-center justify-center rounded-full bg-blue-100 text-lg font-semibold text-blue-900"
          >
            {initials(user.fullName)}
          </span>
        )}
        <div className="flex-1">
          <FormField label="Profile image" hint="An image under 5 MB (JPEG, PNG, GIF or WebP)" optional>
            <Input type="file" accept="image/*" onChange={onChange} disabled={upload.isPending} />
          </FormField>
        </div>
        {upload.isPending && <Spinner className="h-5 w-5" />}
      </div>
      {flash && <Alert tone="success">{flash}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
