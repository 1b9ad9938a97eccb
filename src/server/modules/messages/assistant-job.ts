import { eq } from "drizzle-orm";
import type { AssistantContext } from "@/domain/assistant/assistant";
import type { Role } from "@/domain/roles";
import type { Deps } from "../../context";
import { profiles, projectMessages } from "../../db/schema";
import { publish } from "../../realtime/event-hub";
import { projectTeam } from "../lifecycle";
import { notify } from "../notifications";
import { getProject } from "../projects";

/** The job kind queued after a client's or freelancer's message (spec 3 §4 message flow). */
export const ASSISTANT_JOB = "message.assistant";

/** Roles whose messages may get an automatic reply; staff are the people it points to. */
export function wantsAssistant(role: Role): role is "client" | "freelancer" {
  return role === "client" || role === "freelancer";
}

/**
 * The assistant's turn after a message (issue 5 item 4): loads the project exactly as the sender may see it
 * (getProject's role-shaped view — so a client's context has no freelancer budget and a freelancer's no
 * client money) and asks the configured assistant. An answer for the thread is stored as an `ai_response`
 * message with its category and analysis, pushed live; an answer on budgets and payments reaches the asker
 * alone, as a notification (issue 19 item 11: freelancers read the client's thread, and the client the
 * freelancer's). No reply when the message is not a question it answers.
 */
export async function answerMessage(deps: Deps, messageId: string): Promise<void> {
  const [message] = await deps.db
    .select({ message: projectMessages, sender: profiles })
    .from(projectMessages)
    .innerJoin(profiles, eq(profiles.id, projectMessages.senderId))
    .where(eq(projectMessages.id, messageId));
  if (message?.message.messageType !== "user" || !wantsAssistant(message.sender.role)) return;
  const role = message.sender.role;
  const actor = { id: message.sender.id, email: message.sender.email, role, profileCompleted: true };
  const projectId = message.message.projectId;
  const [project, team] = await Promise.all([
    getProject({ deps, actor, id: projectId }).catch(() => null),
    projectTeam(deps.db, projectId),
  ]);
  if (!project) return;
  const next = project.paymentSchedule?.items.find((item) => item.status !== "paid");
  const context: AssistantContext = {
    projectTitle: project.version.title,
    statusName: project.status === "cancelled" ? "cancelled" : project.statusName,
    deadline: project.version.deadline,
    nextPayment: next ? { description: next.description, amount: next.amount, dueDate: next.dueDate } : null,
    freelancerBudget: project.version.freelancerBudget ?? null,
    tasksInProgress: project.tasks.filter((t) => t.status === "in_progress").map((t) => t.title),
    team: team.map((m) => `${m.fullName} (${m.title})`),
  };
  const answer = await deps.assistant.answer({ text: message.message.messageContent, role, context });
  if (!answer) return;
  if (answer.audience === "asker") {
    await deps.db.transaction((tx) =>
      notify(tx, {
        userId: actor.id,
        kind: "payment",
        title: `Kaarya Assistant on ${project.version.title}`,
        body: answer.reply,
        link: `/messages?project=${projectId}`,
      }),
    );
    return;
  }
  await deps.db.transaction(async (tx) => {
    const [reply] = await tx
      .insert(projectMessages)
      .values({
        projectId,
        senderId: null,
        senderRole: "assistant",
        messageContent: answer.reply,
        messageType: "ai_response",
        aiCategory: answer.category,
        aiAnalysis: {
          engine: answer.engine,
          inReplyTo: messageId,
          fallbackReason: answer.fallbackReason ?? null,
        },
      })
      .returning({ id: projectMessages.id });
    await publish(tx, { type: "message.created", projectId, messageId: reply.id });
  });
}
