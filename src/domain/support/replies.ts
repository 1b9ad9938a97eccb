/**
 * The support chat assistant of the app shell (spec 1 §2 "App shell", spec 2 §7): a local, keyword-matched
 * canned reply with no network call. Each topic lists keywords (whole words or phrases); the topic whose
 * keywords cover the most words of the question wins, ties going to the topic listed first, and a question
 * matching nothing gets the default reply.
 *
 * @module
 */
import {
  ADVANCE_PERCENT,
  FREE_DELIVERY_THRESHOLD_PAISE,
  PLAN_PRICES_PAISE,
  PLAN_PROJECT_LIMITS,
} from "../constants";
import { paiseToRupees } from "../money";

/** Where people reach a human (spec 1 §1 contact page). */
export const SUPPORT_EMAIL = "support@kaarya.in";

/** How long the widget waits before showing a reply, so it reads like an answer. Milliseconds. */
export const SUPPORT_REPLY_DELAY_MS = 600;

/** Tallest the chat input grows before it scrolls (spec 1 §2). CSS pixels. */
export const SUPPORT_INPUT_MAX_HEIGHT_PX = 120;

/** The first message in the widget. */
export const SUPPORT_GREETING =
  "Hi! I am the Kaarya support assistant. Ask me about creating a project, the analysis, plans and pricing, payments, becoming a freelancer, messages or refunds.";

/** The reply when answering fails (spec 1 §2: an apology asking to retry or contact support). */
export const SUPPORT_APOLOGY = `Sorry, something went wrong while answering. Please try again, or contact support at ${SUPPORT_EMAIL}.`;

/** Topics the assistant recognises; `default` when nothing matched. */
export type SupportTopic =
  | "greeting"
  | "refunds"
  | "payments"
  | "plans"
  | "analysis"
  | "create_project"
  | "freelancer"
  | "messages"
  | "contact"
  | "default";

/** A reply of the support assistant: the topic it matched and the text (with formatting markers). */
export interface SupportReply {
  topic: SupportTopic;
  text: string;
}

const rupees = (paise: number) => `Rs ${paiseToRupees(paise).toLocaleString("en-IN")}`;

/** Topics in tie-break order: the more specific ones first. */
const TOPICS: { topic: Exclude<SupportTopic, "default">; keywords: string[]; reply: string }[] = [
  {
    topic: "refunds",
    keywords: ["refund", "refunds", "refunded", "money back", "cancel", "cancelled", "cancellation"],
    reply: [
      "**We refund disputes and duplicate charges.** You can cancel at any time:",
      "- a **subscription**: no refund for the current period;",
      "- a **project**: cancelling refunds nothing by itself; while it is in progress, **dispute** a paid milestone from the project's page and our team may refund part or all of it;",
      "- a **duplicate charge** is refunded in full through the payment gateway.",
      "Refunds usually reach you within 5-7 working days. See the Refund and Cancellation page for details.",
    ].join("\n"),
  },
  {
    topic: "payments",
    keywords: [
      "pay",
      "paying",
      "payment",
      "payments",
      "advance",
      "milestone",
      "milestones",
      "coupon",
      "coupons",
      "discount",
      "gateway",
      "razorpay",
      "phonepe",
      "upi",
      "card",
      "receipt",
      "invoice",
      "transaction",
      "transactions",
    ],
    reply: [
      "Project payments follow the schedule on the project page:",
      `1. an **advance** of ${ADVANCE_PERCENT}% of the budget, due a day before work starts;`,
      "2. then **milestone** payments, or one **final** payment for the rest.",
      "Press **Pay** on the project, enter a coupon code if you have one, and finish on the payment gateway's page (Razorpay or PhonePe). Past payments and receipts are under Transaction History.",
    ].join("\n"),
  },
  {
    topic: "plans",
    keywords: [
      "plan",
      "plans",
      "pricing",
      "price",
      "prices",
      "cost",
      "costs",
      "subscription",
      "subscribe",
      "upgrade",
      "pro",
      "enterprise",
      "free",
      "limit",
      "how much",
    ],
    reply: [
      "Kaarya has three plans:",
      `- **Free**: ${PLAN_PROJECT_LIMITS.free} accepted project, delivered free too when its final budget is under ${rupees(FREE_DELIVERY_THRESHOLD_PAISE)};`,
      `- **Pro**: ${rupees(PLAN_PRICES_PAISE.pro)} per annum, up to ${PLAN_PROJECT_LIMITS.pro} accepted projects a year;`,
      `- **Enterprise**: ${rupees(PLAN_PRICES_PAISE.enterprise)} per annum, unlimited projects.`,
      "Upgrade from the plan badge at the top or **Subscription** in your user menu.",
    ].join("\n"),
  },
  {
    topic: "analysis",
    keywords: [
      "analysis",
      "analyse",
      "analyze",
      "analysed",
      "analyzed",
      "estimate",
      "estimates",
      "estimation",
      "breakdown",
      "tasks",
      "hours",
      "gantt",
      "schedule",
      "ai",
    ],
    reply:
      "When you press **Analyze Project** (**Analyze Project with AI** when an AI model is set up), your brief is turned into a task breakdown with estimated hours, a suggested budget range, recommended skills, risks and a schedule. Review it, go **Back to Edit** if something is off, then **Submit Project**. Our team reviews it before freelancers are matched.",
  },
  {
    topic: "create_project",
    keywords: [
      "create",
      "new project",
      "submit",
      "post a project",
      "start a project",
      "brief",
      "requirements",
      "hosting",
    ],
    reply: [
      "To create a project:",
      "1. open **New Project** in the menu;",
      "2. enter a title, description and requirements, and attach documents if you have them;",
      "3. press **Analyze Project**, check the result and press **Submit Project**.",
    ].join("\n"),
  },
  {
    topic: "freelancer",
    keywords: [
      "freelancer",
      "freelancers",
      "freelance",
      "freelancing",
      "become",
      "apply",
      "application",
      "interview",
      "join",
      "earn",
    ],
    reply:
      "To work with us, choose **Become a Freelancer** in your user menu and send your resume, skills, experience and bio. Applications are reviewed within 24 hours and may include a short voice interview of 5-10 minutes.",
  },
  {
    topic: "messages",
    keywords: [
      "message",
      "messages",
      "messaging",
      "unread",
      "attachment",
      "attachments",
      "talk to",
      "contact my freelancer",
      "contact the freelancer",
      "contact my manager",
    ],
    reply:
      "Open **Messages** in the menu and pick a project to talk with its team; press Enter to send and Shift+Enter for a new line. You can attach files, and the badge on Messages counts what you have not read yet.",
  },
  {
    topic: "contact",
    keywords: [
      "support",
      "contact",
      "human",
      "agent",
      "person",
      "email",
      "phone",
      "call",
      "complaint",
      "problem",
    ],
    reply: `Write to **${SUPPORT_EMAIL}**; we answer within 24 hours, Monday to Friday 9:00-18:00 IST. The Contact page has our address.`,
  },
  {
    topic: "greeting",
    keywords: ["hi", "hello", "hey", "namaste", "good morning", "good evening", "thanks", "thank you"],
    reply: "Hello! How can I help you with Kaarya today?",
  },
];

const DEFAULT_REPLY = `I can help with creating a project, the analysis, plans and pricing, payments, becoming a freelancer, messages and refunds. Could you rephrase your question? For anything else, write to ${SUPPORT_EMAIL}.`;

/** Lower-case words of `text` joined by single spaces and padded, so phrases match on word boundaries. */
const normalise = (text: string) =>
  ` ${
    text
      .toLowerCase()
      .match(/[a-z0-9]+/g)
      ?.join(" ") ?? ""
  } `;

/**
 * The canned reply to `question` (spec 1 §2). Pure and synchronous: no network, no randomness. Each topic
 * scores the number of question words its matched keywords cover (a two-word phrase counts two); the best
 * score wins, ties go to the topic listed first; no match gives the default reply.
 */
export function supportReply(question: string): SupportReply {
  const words = normalise(question);
  let best: { topic: SupportTopic; text: string; score: number } = {
    topic: "default",
    text: DEFAULT_REPLY,
    score: 0,
  };
  for (const { topic, keywords, reply } of TOPICS) {
    const score = keywords
      .filter((keyword) => words.includes(` ${keyword} `))
      .reduce((sum, keyword) => sum + keyword.split(" ").length, 0);
    if (score > best.score) best = { topic, text: reply, score };
  }
  return { topic: best.topic, text: best.text };
}
