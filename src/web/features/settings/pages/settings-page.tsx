import { Mail } from "lucide-react";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useMailbox } from "../api/get-mailbox";

const TIME = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });

/**
 * Settings (administrator, spec 1 §2; issue 7 keeps it a placeholder "unless there is something real"):
 * the mailbox of outgoing e-mail (DESIGN §5) — with no SMTP configured, this is where mail can be read.
 */
export function SettingsPage() {
  const mailbox = useMailbox();
  return (
    <div className="space-y-6">
      <PageHeader title="Settings" description="How Kaarya is running." />
      <Card>
        <CardHeader>
          <CardTitle>Mailbox</CardTitle>
          <p className="text-sm text-slate-600">
            {mailbox.data?.transport === "smtp"
              ? "E-mail is sent through SMTP; the latest messages are kept here."
              : "No SMTP server is configured: e-mail is kept here instead of being sent."}
          </p>
        </CardHeader>
        <CardContent>
          {mailbox.isPending ? (
            <LoadingState label="Loading mail..." />
          ) : mailbox.isError ? (
            <ErrorState message="Failed to load the mailbox" onRetry={() => mailbox.refetch()} />
          ) : mailbox.data.mails.length === 0 ? (
            <EmptyState icon={<Mail aria-hidden="true" className="h-8 w-8" />} title="No e-mail yet" />
          ) : (
            <ul aria-label="Mailbox" className="space-y-3">
              {mailbox.data.mails.map((mail) => (
                // Mails hold long unbroken words (sign-in links, tokens, generated addresses): they wrap
                // anywhere, so the page fits a 390 px phone (issue 19 item 16).
                <li key={mail.id} className="rounded-md border border-slate-200 p-3 text-sm wrap-anywhere">
                  <p className="font-semibold text-slate-900">{mail.subject}</p>
                  <p className="text-xs text-slate-600">
                    To {mail.to} · {TIME.format(new Date(mail.createdAt))}
                    {mail.sentAt ? " · sent" : " · not sent (outbox)"}
                  </p>
                  <p className="mt-2 whitespace-pre-wrap text-slate-800">{mail.body}</p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
