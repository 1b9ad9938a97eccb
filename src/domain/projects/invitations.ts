/**
 * Invitations of freelancers to projects and their answers (spec 2 §3 project_freelancers status
 * invited, accepted, active; issue 19 item 17: an invited freelancer accepts or declines).
 *
 * @module
 */
import { z } from "zod";

/** project_freelancers.status: the spec's invited, accepted, active, and declined for a refused invitation. */
export const INVITATION_STATUSES = ["invited", "accepted", "active", "declined"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * The statuses that put a freelancer on a project's team (spec 2 §6, spec 3 §2): invited (to look before
 * answering), accepted, active. A freelancer who declined is not on it (issue 19 item 17).
 */
export const TEAM_INVITATION_STATUSES = [
  "invited",
  "accepted",
  "active",
] as const satisfies readonly InvitationStatus[];

/** The answers an invited freelancer may give. */
export const INVITATION_ANSWERS = ["accepted", "declined"] as const;
export type InvitationAnswer = (typeof INVITATION_ANSWERS)[number];

/** `PATCH /api/my-invitations/{projectId}`: the freelancer's answer. */
export const invitationAnswerSchema = z.object({
  status: z.enum(INVITATION_ANSWERS, "status must be accepted or declined"),
});

/** How each invitation status is shown to staff (Team Members) and to the freelancer (My Work). */
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  invited: "Invited",
  accepted: "Accepted",
  active: "Active",
  declined: "Declined",
};
