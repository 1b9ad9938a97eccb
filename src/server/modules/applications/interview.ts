import { and, eq } from "drizzle-orm";
import { sign, verify } from "hono/jwt";
import { parseSkills } from "@/domain/applications/application";
import {
  formatTranscript,
  INTERVIEW_TEXTS,
  parseTranscript,
  type TranscriptLine,
} from "@/domain/interview/protocol";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { freelancerApplications, profiles } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { audit } from "../../lib/audit";

/** How long an interview token may wait before the WebSocket's first message. */
const TOKEN_TTL_S = 5 * 60;
const AUDIENCE = "kaarya-interview";
/**
 * How long an interview cut off by a disconnect stays resumable (issue 19 item 18), from its last saved
 * progress or start: three times the spec's longest interview (10 minutes). Later, it starts over.
 */
export const INTERVIEW_RESUME_MS = 30 * 60_000;

/** Who an interview session is for, and what the interviewer asks about. */
export interface InterviewSubject {
  applicationId: string;
  userId: string;
  fullName: string;
  skills: string[];
  /** The conversation so far of an interview resumed after a disconnect; empty for a new one. */
  earlier: TranscriptLine[];
}

/**
 * Starts the voice interview of one's application (spec 3 §4 "Candidate starts the interview"; the
 * interview screen's checks and texts): marks it ready for interview and answers a short-lived token for
 * the WebSocket's first message (`{type: auth, token}`), signed with the server secret (hono/jwt, HS256).
 * An interview cut off more than INTERVIEW_RESUME_MS ago loses its progress and starts over.
 * @throws AppError not_found (404) "Application not found" unless it is the actor's; conflict (409) "This
 *   application is not scheduled for interview" or "You have already completed this interview".
 */
export async function startInterview({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const [row] = await deps.db
    .select()
    .from(freelancerApplications)
    .where(and(eq(freelancerApplications.id, id), eq(freelancerApplications.userId, actor.id)));
  if (!row) throw new AppError("not_found", INTERVIEW_TEXTS.notFound);
  if (row.interviewCompleted) throw new AppError("conflict", INTERVIEW_TEXTS.alreadyDone);
  if (row.status !== "needs_interview") throw new AppError("conflict", INTERVIEW_TEXTS.notScheduled);
  const now = deps.now();
  const expired = now.getTime() - row.updatedAt.getTime() > INTERVIEW_RESUME_MS;
  await deps.db
    .update(freelancerApplications)
    .set({
      readyForInterview: true,
      updatedAt: now,
      ...(expired && row.interviewTranscript ? { interviewTranscript: null } : {}),
    })
    .where(eq(freelancerApplications.id, id));
  const exp = Math.floor(Date.now() / 1000) + TOKEN_TTL_S;
  const token = await sign({ sub: actor.id, app: id, aud: AUDIENCE, exp }, deps.secret, "HS256");
  return { token };
}

/**
 * The subject of a valid, unexpired interview token whose application still waits for its interview, with
 * the conversation saved so far (a resumed interview); null otherwise (a forged, expired or used token).
 */
export async function interviewSubject(deps: Deps, token: string): Promise<InterviewSubject | null> {
  let claims: Record<string, unknown>;
  try {
    claims = await verify(token, deps.secret, { alg: "HS256", aud: AUDIENCE });
  } catch {
    return null;
  }
  if (typeof claims.app !== "string" || typeof claims.sub !== "string") return null;
  const [row] = await deps.db
    .select({ app: freelancerApplications, fullName: profiles.fullName })
    .from(freelancerApplications)
    .innerJoin(profiles, eq(profiles.id, freelancerApplications.userId))
    .where(and(eq(freelancerApplications.id, claims.app), eq(freelancerApplications.userId, claims.sub)));
  if (row?.app.status !== "needs_interview" || row.app.interviewCompleted) return null;
  return {
    applicationId: row.app.id,
    userId: row.app.userId,
    fullName: row.fullName,
    skills: parseSkills(row.app.skills),
    earlier: parseTranscript(row.app.interviewTranscript),
  };
}

/**
 * Saves the conversation of an interview cut off before its end (issue 19 item 18: a closed tab or a lost
 * connection): the transcript so far, the interview still not completed, so the candidate can resume it
 * within INTERVIEW_RESUME_MS. Changes nothing once the interview is completed.
 */
export async function saveInterviewProgress(
  deps: Deps,
  subject: Pick<InterviewSubject, "applicationId">,
  lines: readonly TranscriptLine[],
): Promise<void> {
  await deps.db
    .update(freelancerApplications)
    .set({ interviewTranscript: formatTranscript(lines), updatedAt: deps.now() })
    .where(
      and(
        eq(freelancerApplications.id, subject.applicationId),
        eq(freelancerApplications.status, "needs_interview"),
        eq(freelancerApplications.interviewCompleted, false),
      ),
    );
}

/**
 * Saves an ended interview (spec 3 §4 "Interview ended and saved"): the transcript (`ROLE: message` lines
 * joined by blank lines), completion time, interview_completed and status back to pending, so the page
 * reads "Under Final Review" and staff decide. Once only: a second save changes nothing.
 * @returns whether this call saved it.
 */
export async function completeInterview(
  deps: Deps,
  subject: Pick<InterviewSubject, "applicationId" | "userId">,
  lines: readonly TranscriptLine[],
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [saved] = await tx
      .update(freelancerApplications)
      .set({
        interviewCompleted: true,
        interviewCompletedAt: now,
        interviewTranscript: formatTranscript(lines),
        status: "pending",
        updatedAt: now,
      })
      .where(
        and(
          eq(freelancerApplications.id, subject.applicationId),
          eq(freelancerApplications.status, "needs_interview"),
          eq(freelancerApplications.interviewCompleted, false),
        ),
      )
      .returning({ id: freelancerApplications.id });
    if (!saved) return false;
    await audit(tx, {
      actorId: subject.userId,
      action: "application.interview",
      entity: "freelancer_application",
      entityId: subject.applicationId,
      before: { status: "needs_interview" },
      after: { status: "pending", interviewCompleted: true, lines: lines.length },
    });
    return true;
  });
}
