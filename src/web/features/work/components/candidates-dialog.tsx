import { toast } from "sonner";
import { SKILLS_SHOWN } from "@/domain/constants";
import { formatInr } from "@/domain/money";
import { LoadingState } from "@/web/components/page-states";
import { RatingValue } from "@/web/components/rating-value";
import { SkillBadges } from "@/web/components/skill-badges";
import { Alert } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent } from "@/web/components/ui/dialog";
import { useAssignTask } from "@/web/lib/api/assign-task";
import { errorMessage } from "@/web/lib/api-client";
import type { MappableTask } from "../api/get-mappable-tasks";
import { type TaskCandidate, useTaskCandidates } from "../api/get-task-candidates";

function CandidateItem({
  task,
  candidate,
  onAssigned,
}: {
  task: MappableTask;
  candidate: TaskCandidate;
  onAssigned: () => void;
}) {
  const assign = useAssignTask();
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{candidate.fullName}</h3>
          <p className="text-sm text-slate-600">{candidate.title}</p>
        </div>
        <Badge tone="green">{candidate.matchScore}% match</Badge>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700">
        <RatingValue rating={candidate.rating} />
        <span>{formatInr(candidate.hourlyRate)}/hr</span>
        <span>{candidate.experienceYears} yrs</span>
      </p>
      <p className="text-sm text-slate-700">{candidate.matchReasoning}</p>
      <SkillBadges skills={candidate.skills} max={SKILLS_SHOWN.matchCard} />
      {candidate.labels.length > 0 && (
        <ul aria-label="Highlights" className="flex flex-wrap gap-1.5">
          {candidate.labels.map((label) => (
            <li key={label}>
              <Badge tone="purple">{label}</Badge>
            </li>
          ))}
        </ul>
      )}
      <Button
        size="sm"
        disabled={assign.isPending}
        aria-busy={assign.isPending}
        aria-label={`Assign to ${candidate.fullName}`}
        onClick={() =>
          assign.mutate(
            { taskId: task.id, freelancerId: candidate.freelancerId },
            {
              onSuccess: () => {
                toast.success(`“${task.title}” assigned to ${candidate.fullName}`);
                onAssigned();
              },
              onError: (cause) => toast.error(errorMessage(cause, "Failed to save task. Please try again.")),
            },
          )
        }
      >
        Assign
      </Button>
    </li>
  );
}

function CandidateList({ task, onAssigned }: { task: MappableTask; onAssigned: () => void }) {
  const candidates = useTaskCandidates(task.id);
  if (candidates.isPending) return <LoadingState label="Finding freelancers..." />;
  if (candidates.isError) return <Alert tone="error">Failed to load freelancers</Alert>;
  if (candidates.data.freelancers.length === 0) {
    return <p className="text-sm text-slate-600">No freelancer is available right now.</p>;
  }
  return (
    <ol aria-label="Available freelancers, best match first" className="space-y-3">
      {candidates.data.freelancers.map((candidate) => (
        <CandidateItem
          key={candidate.freelancerId}
          task={task}
          candidate={candidate}
          onAssigned={onAssigned}
        />
      ))}
    </ol>
  );
}

/**
 * Task Mapping's choice for one task (spec 1 §6, spec 2 §5): available freelancers ranked by match score
 * against the task's skills, each with its score, reasoning, skills and an Assign button. Closes on assign.
 */
export function CandidatesDialog({ task, onClose }: { task: MappableTask | null; onClose: () => void }) {
  return (
    <Dialog open={task !== null} onOpenChange={(open) => !open && onClose()}>
      {task && (
        <DialogContent
          title={`Assign “${task.title}”`}
          description={`${task.projectTitle} · available freelancers, best match first`}
        >
          <CandidateList task={task} onAssigned={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
