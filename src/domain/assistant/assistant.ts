/**
 * The built-in project assistant (spec 3 §4 "message flow"; issue 5 item 4): decides by intent whether a
 * message deserves an automatic reply and answers from the project's own data. What it may say depends on
 * the asker's role: clients never hear the freelancer budget, freelancers never hear client money. Where it
 * says it depends on the figures (issue 19 item 11): the thread, which the client, the freelancers on the
 * project and staff all read, only gets answers made without any budget or payment; those go to the asker alone.
 *
 * @module
 */
import { formatInr, type Paise } from "../money";

/** What the assistant knows about the project, already cut to what the asker may see. */
export interface AssistantContext {
  projectTitle: string;
  statusName: string;
  deadline: string | null;
  /** The next unpaid schedule item (clients and staff only). */
  nextPayment: { description: string; amount: Paise; dueDate: string } | null;
  /** The freelancer budget (freelancers and staff only). */
  freelancerBudget: Paise | null;
  tasksInProgress: string[];
  /** Who to contact: the freelancers on the project and the staff contact. */
  team: string[];
}

/**
 * `context` cut to what `role` may see (spec 2 §6): a client loses the freelancer budget, a freelancer the
 * client's next payment. Every assistant applies it before using a context, so a caller that passes more
 * than the role may see (the message job builds it from the role-shaped project view already) still cannot
 * make an assistant — above all a remote model, which could repeat anything it is sent — reveal it.
 */
export function contextForRole(role: "client" | "freelancer", context: AssistantContext): AssistantContext {
  return role === "client" ? { ...context, freelancerBudget: null } : { ...context, nextPayment: null };
}

/**
 * `context` without a budget or payment (the next payment's amount, description and date, the freelancer
 * budget): what every reader of the thread may see (issue 19 item 11). Answers posted in the thread are made
 * from this alone.
 */
export function threadContext(context: AssistantContext): AssistantContext {
  return { ...context, nextPayment: null, freelancerBudget: null };
}

/**
 * Who reads an answer (issue 19 item 11): `thread`, everyone in the project's thread; `asker`, the person who
 * asked, alone — for answers on budgets and payments, since freelancers read the client's thread.
 */
export type AssistantAudience = "thread" | "asker";

/** The audience of an answer in `category`: `asker` for payments (and budgets), else `thread`. */
export function audienceOf(category: string): AssistantAudience {
  return category === "payment" ? "asker" : "thread";
}

/** Intents the built-in assistant recognises; the stored `ai_category`. */
export type AssistantIntent = "status" | "payment" | "deadline" | "progress" | "contact";

const INTENTS: [AssistantIntent, RegExp][] = [
  ["payment", /\b(pay|payment|paid|invoice|advance|milestone|amount|due|budget|cost|price|refund)\b/i],
  ["contact", /\b(who|contact|manager|freelancer|team|call|reach|assigned)\b/i],
  ["deadline", /\b(deadline|when|deliver|delivery|finish|complete|eta|date|timeline)\b/i],
  ["progress", /\b(progress|task|tasks|working on|update|doing|started)\b/i],
  ["status", /\b(status|stage|phase|accepted|approved|review)\b/i],
];

/** The intent of a message, or null when it is not a question the assistant should answer. */
export function detectIntent(text: string): AssistantIntent | null {
  const asks = /\?|\b(what|when|who|how|status|can you|could you|please|tell me)\b/i.test(text);
  if (!asks) return null;
  return INTENTS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

const date = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" }).format(new Date(iso));

/**
 * The reply for `intent` from `context`, written for someone of `role`. Staff get no automatic replies
 * (they are the people the assistant points to).
 */
export function assistantReply(
  intent: AssistantIntent,
  role: "client" | "freelancer",
  context: AssistantContext,
): string {
  const { projectTitle: title } = context;
  switch (intent) {
    case "status":
      return `"${title}" is currently ${context.statusName}.`;
    case "deadline":
      return context.deadline
        ? `The deadline for "${title}" is ${date(context.deadline)}. The project is ${context.statusName}.`
        : `"${title}" has no deadline set yet. The project is ${context.statusName}.`;
    case "progress":
      return context.tasksInProgress.length
        ? `In progress on "${title}": ${context.tasksInProgress.join(", ")}.`
        : `No task of "${title}" is in progress right now. The project is ${context.statusName}.`;
    case "contact":
      return context.team.length
        ? `On "${title}" you can reach: ${context.team.join(", ")}. Reply here and they will see it.`
        : `Your Kaarya project manager follows this thread; reply here and they will answer.`;
    case "payment":
      if (role === "freelancer") {
        return context.freelancerBudget
          ? `The freelancer budget for "${title}" is ${formatInr(context.freelancerBudget)}. Payments to you appear under My Payments.`
          : `Payments to you for "${title}" appear under My Payments once recorded.`;
      }
      return context.nextPayment
        ? `Next payment for "${title}": ${context.nextPayment.description}, ${formatInr(context.nextPayment.amount)}, due ${date(context.nextPayment.dueDate)}.`
        : `There is no payment due on "${title}" right now.`;
  }
}
