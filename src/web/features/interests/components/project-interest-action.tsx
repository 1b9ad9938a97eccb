import { isBrowsable } from "@/domain/projects/statuses";
import { useMyInterests } from "../api/get-my-interests";
import { ExpressInterestButton, WithdrawInterestButton } from "./interest-actions";

/**
 * The freelancer's Express Interest / Withdraw on the project detail (spec 2 §6, spec 3 §4), placed
 * under the header. Hidden while the freelancer's interests load or when they fail to load (spec 3 §8:
 * interest load failures are only logged). Express is offered only below phase 3 (spec 2 §4), like the
 * browser; an existing interest can always be withdrawn. The server decides in the end.
 */
export function ProjectInterestAction({
  projectId,
  projectTitle,
  phase,
}: {
  projectId: string;
  projectTitle: string;
  phase: number;
}) {
  const interests = useMyInterests();
  if (!interests.data) return null;
  const interested = interests.data.interests.some((i) => i.project.id === projectId);
  if (!interested && !isBrowsable(phase)) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {interested ? (
        <>
          <p className="text-sm text-slate-700">You have expressed interest in this project.</p>
          <WithdrawInterestButton projectId={projectId} projectTitle={projectTitle} label="Withdraw" />
        </>
      ) : (
        <ExpressInterestButton projectId={projectId} projectTitle={projectTitle} size="md" />
      )}
    </div>
  );
}
