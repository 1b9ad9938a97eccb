import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Logo } from "@/web/components/logo";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { authClient } from "@/web/lib/auth-client";
import { useUser } from "@/web/lib/me";
import { AvatarUpload } from "../components/avatar-upload";
import { ProfileForm } from "../components/profile-form";
import { profileDefaults, useProfileSave } from "../components/use-profile-save";

/**
 * Complete Your Profile (spec 1 §2): the avatar upload and the profile form, shown on every path until the
 * profile is complete; on success the user goes to / with a fresh `me`.
 */
export function CompleteProfilePage() {
  const user = useUser();
  const navigate = useNavigate();
  const { onSubmit, error, serverErrors } = useProfileSave(() => {
    toast.success("Profile updated successfully!");
    navigate("/", { replace: true });
  });

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
          <div className="mb-6 border-b border-slate-100 pb-6">
            <AvatarUpload user={user} />
          </div>
          <ProfileForm
            serverErrors={serverErrors}
            onSubmit={onSubmit}
            defaultValues={profileDefaults(user)}
          />
        </Card>
      </div>
    </main>
  );
}
