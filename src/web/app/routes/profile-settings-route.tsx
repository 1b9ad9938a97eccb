import { EmailSettings } from "@/web/features/notifications/components/email-settings";
import { ProfileSettingsPage } from "@/web/features/profiles/pages/profile-settings-page";

/**
 * Route /profile: Profile Settings (features/profiles) with the e-mail choice per notification kind
 * (features/notifications) in its Notifications card. Features do not import each other, so the app
 * composes them here (CONVENTIONS, bulletproof-react's app-level composition).
 */
export function ProfileSettingsRoute() {
  return <ProfileSettingsPage notificationSettings={<EmailSettings />} />;
}
