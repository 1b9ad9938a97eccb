import { FileText } from "lucide-react";
import { toast } from "sonner";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { downloadFile } from "@/web/lib/download";
import { formatDate, humanize } from "@/web/lib/format";
import type { Application } from "../api/get-my-applications";

const STATUS_TONE: Record<Application["status"], BadgeTone> = {
  pending: "amber",
  needs_interview: "blue",
  approved: "green",
  rejected: "red",
};

/** An application's status as a badge. */
export function ApplicationStatusBadge({ status }: { status: Application["status"] }) {
  return <Badge tone={STATUS_TONE[status]}>{humanize(status)}</Badge>;
}

const LINKS = [
  ["resumeUrl", "Résumé"],
  ["githubUrl", "GitHub"],
  ["linkedinUrl", "LinkedIn"],
  ["portfolioUrl", "Portfolio"],
  ["twitterUrl", "Twitter"],
] as const;

/**
 * Everything an application says (spec 3 §2 details modal and review queue): links, the uploaded résumé,
 * skills, experience, bio, the evaluation, the interview transcript and the decision.
 */
export function ApplicationDetails({ application: a }: { application: Application }) {
  const links = LINKS.filter(([key]) => a[key]);
  return (
    <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium text-slate-700">Submitted</dt>
      <dd>{formatDate(a.createdAt)}</dd>
      <dt className="font-medium text-slate-700">Links</dt>
      <dd className="flex flex-wrap gap-x-3 gap-y-1">
        {links.length === 0 && !a.hasResumeFile && "—"}
        {links.map(([key, label]) => (
          <a
            key={key}
            href={a[key] ?? ""}
            target="_blank"
            rel="noreferrer noopener"
            className="text-blue-800 underline"
          >
            {label}
          </a>
        ))}
        {a.hasResumeFile && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              downloadFile(`/api/applications/${a.id}/resume`, "resume").catch(() =>
                toast.error("Failed to download the résumé. Please try again."),
              )
            }
          >
            <FileText aria-hidden="true" className="h-4 w-4" /> Uploaded résumé
          </Button>
        )}
      </dd>
      <dt className="font-medium text-slate-700">Skills</dt>
      <dd className="flex flex-wrap gap-1">
        {a.skills.map((skill) => (
          <Badge key={skill} tone="gray">
            {skill}
          </Badge>
        ))}
      </dd>
      <dt className="font-medium text-slate-700">Experience</dt>
      <dd>{a.experienceYears === null ? "—" : `${a.experienceYears} years`}</dd>
      <dt className="font-medium text-slate-700">Bio</dt>
      <dd className="whitespace-pre-wrap">{a.bio ?? "—"}</dd>
      <dt className="font-medium text-slate-700">AI summary</dt>
      <dd className="whitespace-pre-wrap">{a.aiSummary ?? "Not evaluated yet"}</dd>
      <dt className="font-medium text-slate-700">Recommendation</dt>
      <dd>{a.aiRecommendation ? humanize(a.aiRecommendation) : "—"}</dd>
      {a.interviewTranscript && (
        <>
          <dt className="font-medium text-slate-700">Interview</dt>
          <dd className="max-h-64 overflow-y-auto whitespace-pre-wrap rounded bg-slate-50 p-2">
            {a.interviewTranscript}
          </dd>
        </>
      )}
      {a.rejectionReason && (
        <>
          <dt className="font-medium text-slate-700">Reason</dt>
          <dd>{a.rejectionReason}</dd>
        </>
      )}
    </dl>
  );
}
