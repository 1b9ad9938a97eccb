import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AssistantContext } from "@/domain/assistant/assistant";
import { formatInr } from "@/domain/money";
import { createHarness, type Harness } from "../../../../test/api-harness";
import {
  notifications,
  projectFreelancers,
  projectMessages,
  projects,
  projectTasks,
  projectVersions,
} from "../../db/schema";
import { createFreelancer } from "../../db/seed/factories";
import { envSchema } from "../../env";
import { answerMessage } from "../../modules/messages/assistant-job";
import { getProject } from "../../modules/projects/get-project";
import { builtInAssistant, createAssistantProvider } from "./assistant-provider";
import { closeFakeOpenAis, type FakeOpenAiRequest, fakeOpenAi } from "./fake-openai";

/**
 * The project assistant (issue 5 item 4) against a local fake of the chat-completions API: the configured
 * model's reply is used, the model is sent only what the asker's role may see, and an error, a timeout or
 * malformed output falls back to the built-in assistant.
 */
afterEach(closeFakeOpenAis);

const providerFor = (url: string, timeout = "2000") =>
  createAssistantProvider(
    envSchema.parse({
      AI_BASE_URL: url,
      AI_API_KEY: "test-key",
      AI_MODEL: "test-model",
      AI_TIMEOUT_MS: timeout,
    }),
  );

/** Distinctive amounts, so a leak cannot hide behind a coincidence. */
const CLIENT_PAYMENT = 2_468_135; // ₹24,681.35
const FREELANCER_BUDGET = 1_357_913; // ₹13,579.13

/** Everything, as a caller that forgot to cut it would pass it. */
const fullContext: AssistantContext = {
  projectTitle: "Bakery website",
  statusName: "In Progress",
  deadline: "2027-03-31",
  nextPayment: { description: "Milestone 1", amount: CLIENT_PAYMENT, dueDate: "2027-01-15" },
  freelancerBudget: FREELANCER_BUDGET,
  tasksInProgress: ["Gallery page"],
  team: ["Asha Rao (Web developer)"],
};

/** The text of every message the model was sent (system instructions and the prompt). */
const sentText = (request: FakeOpenAiRequest) =>
  (request.body.messages as { content: unknown }[]).map((m) => JSON.stringify(m.content)).join("\n");

/** Whether `text` carries `amount` in paise, in rupees or formatted as INR. */
const mentions = (text: string, amount: number) =>
  [String(amount), String(amount / 100), formatInr(amount), formatInr(amount).replace("₹", "")].some((s) =>
    text.includes(s),
  );

const modelSays = (answer: object) => () => ({ status: 200, content: JSON.stringify(answer) });

/** A model that answers with everything it was sent: the most any model could reveal. */
const echoModel = (body: FakeOpenAiRequest["body"]) => ({
  status: 200,
  content: JSON.stringify({
    shouldReply: true,
    category: "payment",
    reply: sentText({ path: "", headers: {}, body }).slice(0, 2000),
  }),
});

describe("OpenAI-compatible assistant", () => {
  it("uses the model's reply and sends it the project context, the message, the model and the key", async () => {
    const fake = await fakeOpenAi(
      modelSays({ shouldReply: true, category: "deadline", reply: "From the model: 31 March." }),
    );
    const answer = await providerFor(fake.url).answer({
      text: "When is the deadline?",
      role: "client",
      context: fullContext,
    });
    expect(answer).toEqual({
      category: "deadline",
      reply: "From the model: 31 March.",
      engine: "ai",
      audience: "thread",
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer test-key");
    expect(request.body.model).toBe("test-model");
    expect(request.body.response_format).toMatchObject({ type: "json_schema" });
    const sent = sentText(request);
    for (const fact of ["When is the deadline?", "Bakery website", "In Progress", "2027-03-31"])
      expect(sent).toContain(fact);
    expect(sent).toContain("Gallery page");
    expect(sent).toContain("Asha Rao (Web developer)");
  });

  it("stores no reply when the model says the message needs none", async () => {
    const fake = await fakeOpenAi(modelSays({ shouldReply: false, category: "other", reply: "" }));
    const answer = await providerFor(fake.url).answer({
      text: "When is the deadline?",
      role: "client",
      context: fullContext,
    });
    expect(answer).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it("asks without figures first; for a payment question again, with only the figures the role may see, for the asker alone", async () => {
    const fake = await fakeOpenAi(modelSays({ shouldReply: true, category: "payment", reply: "Noted." }));
    const provider = providerFor(fake.url);
    const answers = [
      await provider.answer({ text: "What is the budget?", role: "client", context: fullContext }),
      await provider.answer({ text: "What is the budget?", role: "freelancer", context: fullContext }),
    ];
    expect(answers.map((a) => a?.audience)).toEqual(["asker", "asker"]);
    const [clientThread, client, freelancerThread, freelancer] = fake.requests.map(sentText);
    for (const thread of [clientThread, freelancerThread]) {
      expect(thread).toMatch(/audience\W+thread/);
      expect(mentions(thread, CLIENT_PAYMENT) || mentions(thread, FREELANCER_BUDGET)).toBe(false);
      expect(thread).not.toContain("Milestone 1");
    }
    expect(client).toMatch(/audience\W+asker/);
    expect(mentions(client, CLIENT_PAYMENT)).toBe(true);
    expect(mentions(client, FREELANCER_BUDGET)).toBe(false);
    expect(mentions(freelancer, FREELANCER_BUDGET)).toBe(true);
    expect(mentions(freelancer, CLIENT_PAYMENT)).toBe(false);
    expect(freelancer).not.toContain("Milestone 1");
  });

  it("cannot reply with a figure the role may not see, even from a model that repeats its whole input", async () => {
    const fake = await fakeOpenAi(echoModel);
    const provider = providerFor(fake.url);
    const client = await provider.answer({
      text: "What is the budget?",
      role: "client",
      context: fullContext,
    });
    const freelancer = await provider.answer({
      text: "What is the budget?",
      role: "freelancer",
      context: fullContext,
    });
    // The echo worked (the reply is the model's, carrying what the role may see), and nothing more.
    expect(client).toMatchObject({ engine: "ai", audience: "asker" });
    expect(freelancer).toMatchObject({ engine: "ai", audience: "asker" });
    expect(mentions(client?.reply ?? "", CLIENT_PAYMENT)).toBe(true);
    expect(mentions(client?.reply ?? "", FREELANCER_BUDGET)).toBe(false);
    expect(freelancer?.engine).toBe("ai");
    expect(mentions(freelancer?.reply ?? "", FREELANCER_BUDGET)).toBe(true);
    expect(mentions(freelancer?.reply ?? "", CLIENT_PAYMENT)).toBe(false);
  });

  it("answers the thread without any figure, even from a model that repeats its whole input (issue 19 item 11)", async () => {
    const fake = await fakeOpenAi((body) => {
      const echo = JSON.parse(echoModel(body).content);
      return { status: 200, content: JSON.stringify({ ...echo, category: "status" }) };
    });
    for (const role of ["client", "freelancer"] as const) {
      const answer = await providerFor(fake.url).answer({
        text: "What is the status?",
        role,
        context: fullContext,
      });
      expect(answer).toMatchObject({ engine: "ai", audience: "thread", category: "status" });
      expect(answer?.reply).toContain("Bakery website");
      expect(mentions(answer?.reply ?? "", CLIENT_PAYMENT)).toBe(false);
      expect(mentions(answer?.reply ?? "", FREELANCER_BUDGET)).toBe(false);
    }
    expect(fake.requests).toHaveLength(2);
  });

  describe("falls back to the built-in assistant", () => {
    const ask = { text: "When is the next payment due?", role: "client" as const, context: fullContext };

    it("on a server error", async () => {
      const fake = await fakeOpenAi(() => ({ status: 500 }));
      const answer = await providerFor(fake.url).answer(ask);
      expect(fake.requests).toHaveLength(1); // asked once, no retries
      expect(answer).toEqual({ ...(await builtInAssistant.answer(ask)), fallbackReason: expect.any(String) });
      expect(answer?.engine).toBe("built-in");
      expect(answer?.reply).toContain(formatInr(CLIENT_PAYMENT));
      expect(answer?.fallbackReason).toMatch(/overloaded|500|Internal/i);
    });

    it("on a timeout", async () => {
      const fake = await fakeOpenAi(() => ({
        status: 200,
        content: JSON.stringify({ shouldReply: true, category: "payment", reply: "Too late" }),
        delayMs: 1500,
      }));
      const started = Date.now();
      const answer = await providerFor(fake.url, "200").answer(ask);
      expect(Date.now() - started).toBeLessThan(1200);
      expect(answer).toEqual({ ...(await builtInAssistant.answer(ask)), fallbackReason: expect.any(String) });
      expect(answer?.reply).not.toContain("Too late");
    });

    it.each([
      ["text that is not JSON", "Sure! The next payment is soon."],
      ["JSON outside the schema", JSON.stringify({ shouldReply: "yes", category: "gossip", reply: 42 })],
    ])("on malformed output: %s", async (_, content) => {
      const fake = await fakeOpenAi(() => ({ status: 200, content }));
      const answer = await providerFor(fake.url).answer(ask);
      expect(fake.requests).toHaveLength(1);
      expect(answer).toEqual({ ...(await builtInAssistant.answer(ask)), fallbackReason: expect.any(String) });
      expect(answer?.engine).toBe("built-in");
    });

    it("still cut to the role: a freelancer's fallback names the freelancer budget, never client payments", async () => {
      const fake = await fakeOpenAi(() => ({ status: 500 }));
      const answer = await providerFor(fake.url).answer({ ...ask, role: "freelancer" });
      expect(answer?.engine).toBe("built-in");
      expect(mentions(answer?.reply ?? "", FREELANCER_BUDGET)).toBe(true);
      expect(mentions(answer?.reply ?? "", CLIENT_PAYMENT)).toBe(false);
    });
  });

  it("is the built-in assistant when AI_BASE_URL is unset", () => {
    expect(createAssistantProvider(envSchema.parse({}))).toBe(builtInAssistant);
  });
});

describe("the message job with the model configured (issue 5 item 4)", () => {
  let h: Harness;
  let projectId: string;
  let client: { id: string };
  let freelancer: { id: string };
  let clientNextPayment: number;
  const JOB_FREELANCER_BUDGET = 3_141_593; // ₹31,415.93

  beforeAll(async () => {
    h = await createHarness();
    const owner = await h.userWithSession("client");
    client = owner;
    projectId = (
      await (
        await h.submitProject(owner.cookie, {
          title: "Company website",
          description: "A five page responsive website for our bakery with a contact form and a gallery.",
        })
      ).json()
    ).id;
    const { db } = h.database;
    const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
    const [version] = await db
      .update(projectVersions)
      .set({ freelancerBudget: JOB_FREELANCER_BUDGET, enabledForFreelancer: true })
      .where(
        and(
          eq(projectVersions.projectId, projectId),
          eq(projectVersions.versionNumber, project.currentVersion),
        ),
      )
      .returning();
    await db
      .update(projectTasks)
      .set({ estimatedBudget: 1_234_567 })
      .where(eq(projectTasks.projectVersionId, version.id));
    const user = await h.userWithSession("freelancer");
    const freelancerId = await createFreelancer(db, user.id, {
      title: "Web developer",
      hourlyRate: 70_000,
      experienceYears: 5,
      rating: 4.6,
      successRate: 93,
      completedProjects: 9,
      skills: [{ name: "React", proficiency: "expert" }],
    });
    await db.insert(projectFreelancers).values({ projectId, freelancerId });
    freelancer = user;
    const seen = await getProject({
      deps: h.deps,
      actor: { id: owner.id, email: owner.email, role: "client", profileCompleted: true },
      id: projectId,
    });
    clientNextPayment = seen.paymentSchedule?.items.find((item) => item.status !== "paid")?.amount ?? 0;
  });
  afterAll(() => h.close());

  /**
   * Stores `text` as a user message from `sender` and runs the assistant's turn with `url`'s model.
   * @returns the reply stored in the thread, and the notification `sender` got (the asker's private answer).
   */
  async function askModel(url: string, sender: { id: string }, role: string, text: string) {
    const { db } = h.database;
    await db.delete(notifications).where(eq(notifications.userId, sender.id));
    const [message] = await db
      .insert(projectMessages)
      .values({ projectId, senderId: sender.id, senderRole: role, messageContent: text })
      .returning();
    await answerMessage({ ...h.deps, assistant: providerFor(url) }, message.id);
    const [reply] = await db
      .select()
      .from(projectMessages)
      .where(eq(projectMessages.messageType, "ai_response"))
      .then((rows) =>
        rows.filter((r) => (r.aiAnalysis as { inReplyTo?: string } | null)?.inReplyTo === message.id),
      );
    const [notified] = await db.select().from(notifications).where(eq(notifications.userId, sender.id));
    return { reply, notified };
  }

  it("sends the model the project as the asker sees it, and its payment answer to the asker alone", async () => {
    expect(clientNextPayment).toBeGreaterThan(0);
    expect(clientNextPayment).not.toBe(JOB_FREELANCER_BUDGET);
    const fake = await fakeOpenAi(
      modelSays({ shouldReply: true, category: "payment", reply: "The model's answer." }),
    );
    const toClient = await askModel(fake.url, client, "client", "What is the budget?");
    const toFreelancer = await askModel(fake.url, freelancer, "freelancer", "What is the budget?");
    // Asked once for the thread (no figures), once more for the asker (the role's figures).
    const [, clientSent, , freelancerSent] = fake.requests.map(sentText);
    expect(clientSent).toContain("Company website");
    expect(clientSent).toContain("What is the budget?");
    expect(mentions(clientSent, clientNextPayment)).toBe(true);
    expect(mentions(clientSent, JOB_FREELANCER_BUDGET)).toBe(false);
    expect(mentions(freelancerSent, JOB_FREELANCER_BUDGET)).toBe(true);
    expect(mentions(freelancerSent, clientNextPayment)).toBe(false);
    for (const { reply, notified } of [toClient, toFreelancer]) {
      expect(reply).toBeUndefined();
      expect(notified).toMatchObject({
        kind: "payment",
        title: "Kaarya Assistant on Company website",
        body: "The model's answer.",
        link: `/messages?project=${projectId}`,
      });
    }
  });

  it("keeps every figure out of the thread, even when the model repeats everything it was sent", async () => {
    const fake = await fakeOpenAi(echoModel);
    const toClient = await askModel(fake.url, client, "client", "How much is the budget?");
    const toFreelancer = await askModel(fake.url, freelancer, "freelancer", "How much is the budget?");
    expect([toClient.reply, toFreelancer.reply]).toEqual([undefined, undefined]);
    expect(mentions(toClient.notified.body, clientNextPayment)).toBe(true);
    expect(mentions(toClient.notified.body, JOB_FREELANCER_BUDGET)).toBe(false);
    expect(mentions(toFreelancer.notified.body, JOB_FREELANCER_BUDGET)).toBe(true);
    expect(mentions(toFreelancer.notified.body, clientNextPayment)).toBe(false);
  });

  it("stores the built-in reply, with the reason, when the model fails", async () => {
    const fake = await fakeOpenAi(() => ({ status: 500 }));
    const { reply, notified } = await askModel(fake.url, client, "client", "When is the deadline?");
    expect(notified).toBeUndefined();
    expect(reply).toMatchObject({ aiCategory: "deadline", aiAnalysis: { engine: "built-in" } });
    expect(reply.messageContent).toMatch(/Company website/);
    expect((reply.aiAnalysis as { fallbackReason: string }).fallbackReason).toMatch(/overloaded|500/i);
  });

  it("sends the built-in payment answer to the asker alone when the model fails", async () => {
    const fake = await fakeOpenAi(() => ({ status: 500 }));
    const { reply, notified } = await askModel(fake.url, client, "client", "When is the next payment due?");
    expect(reply).toBeUndefined();
    expect(notified.body).toContain(formatInr(clientNextPayment));
  });
});
