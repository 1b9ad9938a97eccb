import { UserPlus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { useInviteFreelancer } from "../api/invite-freelancer";

/** "Invite" on an AI-matched freelancer card (spec 2 §4): writes the invitation; then shows "Invited". */
export function InviteFreelancerButton({
  projectId,
  freelancerId,
  name,
}: {
  projectId: string;
  freelancerId: string;
  name: string;
}) {
  const invite = useInviteFreelancer();
  const [invited, setInvited] = useState(false);
  return (
    <Button
      size="sm"
      className="self-start"
      variant={invited ? "secondary" : "primary"}
      aria-label={invited ? `${name} invited` : `Invite ${name}`}
      disabled={invited || invite.isPending}
      aria-busy={invite.isPending}
      onClick={() =>
        invite.mutate(
          { projectId, freelancerId },
          {
            onSuccess: () => {
              setInvited(true);
              toast.success(`${name} invited`);
            },
            onError: (cause) => {
              // Already invited: the invitation exists, which is what the manager wanted.
              if (
                cause instanceof ApiError &&
                cause.status === 409 &&
                /already been invited/.test(cause.message)
              ) {
                setInvited(true);
                return;
              }
              toast.error(errorMessage(cause, "Failed to invite freelancer. Please try again."));
            },
          },
        )
      }
    >
      <UserPlus aria-hidden="true" className="h-4 w-4" /> {invited ? "Invited" : "Invite"}
    </Button>
  );
}
