import type { ReactNode } from "react";
import { PageHeader } from "@/web/components/page-header";
import { Alert } from "@/web/components/ui/alert";
import { Card } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { useUser } from "@/web/lib/me";
import { useOwnLogins } from "../api/get-own-logins";
import { AvatarUpload } from "../components/avatar-upload";
import { useFlash } from "../components/flash";
import { ProfileForm } from "../components/profile-form";
import { profileDefaults, useProfileSave } from "../components/use-profile-save";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  });

/** The signed-in user's recent sign-ins (issue 7 item 8), so they can spot one that was not theirs. */
function RecentSignIns() {
  const logins = useOwnLogins();
  if (!logins.data) return null;
  return (
    <Card className="p-6">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Recent sign-ins</h2>
      {logins.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">No sign-ins recorded yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {logins.data.items.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="text-slate-900">{when(entry.loginTime)} IST</span>
              <span className="text-slate-700">
                {[entry.device, entry.location, entry.ipAddress].filter(Boolean).join(" · ") || "—"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * Profile Settings (spec 1 §2, route /profile): the avatar upload, the profile fields with the read-only
 * e-mail ("Email cannot be changed"), the GSTIN and state for tax invoices (issue 19 item 4), "Profile updated
 * successfully!" for 3 seconds, the e-mail choice per
 * notification kind (issue 5 item 5) and the user's recent sign-ins.
 * `notificationSettings` is that e-mail choice, a piece of features/notifications that the app composes in
 * (src/web/app/routes/profile-settings-route.tsx), since features do not import each other.
 */
export function ProfileSettingsPage({ notificationSettings }: { notificationSettings: ReactNode }) {
  const user = useUser();
  const [flash, show] = useFlash();
  const { onSubmit, error, serverErrors } = useProfileSave(() => show("Profile updated successfully!"));
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader title="Profile Settings" description="How you appear on Kaarya." />
      {flash && <Alert tone="success">{flash}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <Card className="p-6">
        <AvatarUpload user={user} />
      </Card>
      <Card className="p-6">
        <ProfileForm
          serverErrors={serverErrors}
          onSubmit={onSubmit}
          defaultValues={profileDefaults(user)}
          submitLabel="Save Changes"
          taxFields
        >
          <FormField label="Email" hint="Email cannot be changed">
            <Input value={user.email} readOnly aria-readonly="true" />
          </FormField>
        </ProfileForm>
      </Card>
      <Card className="p-6">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Notifications</h2>
        {notificationSettings}
      </Card>
      <RecentSignIns />
    </div>
  );
}
