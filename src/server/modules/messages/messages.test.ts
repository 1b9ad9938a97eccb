import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatInr } from "@/domain/money";
import { createHarness, type Harness, ORIGIN } from "../../../../test/api-harness";
import { nextEvent, readEvents } from "../../../../test/sse-events";
import { messageReads, projectFreelancers, projectMessages, projectVersions } from "../../db/schema";
import { createFreelancer } from "../../db/seed/factories";
import { moveReadPosition } from "./read-state";

let h: Harness;
let client: { id: string; cookie: string };
let manager: { id: string; cookie: string };
let onProject: { id: string; cookie: string };
let offProject: { id: string; cookie: string };
let projectId: string;

const brief = {
  title: "Company website",
  description: "A five page responsive website for our bakery with a contact form and a gallery.",
};

async function freelancer() {
  const user = await h.userWithSession("freelancer");
  const freelancerId = await createFreelancer(h.database.db, user.id, {
    title: "Web developer",
    hourlyRate: 70_000,
    experienceYears: 5,
    rating: 4.6,
    successRate: 93,
    completedProjects: 9,
    skills: [{ name: "React", proficiency: "expert" }],
  });
  return { ...user, freelancerId };
}

function send(text: string, cookie: string, files: File[] = [], id = projectId) {
  const form = new FormData();
  form.append("content", text);
  for (const file of files) form.append("files", file);
  return h.request(`/api/projects/${id}/messages`, { method: "POST", body: form, cookie });
}

const unread = async (cookie: string) =>
  (await (await h.request(`/api/projects/${projectId}/messages/unread-count`, { cookie })).json()).unread;

/** The contents of the `message` events a stream sends, in order, up to and including `last`. */
const messagesUntil = (response: Response, last: string): Promise<string[]> =>
  readEvents(
    response,
    (events) => {
      const contents = events
        .filter(([event]) => event === "message")
        .map(([, data]) => JSON.parse(data).content as string);
      const at = contents.indexOf(last);
      return at === -1 ? undefined : contents.slice(0, at + 1);
    },
    `message "${last}"`,
  );

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
  manager = await h.userWithSession("manager");
  projectId = (await (await h.submitProject(client.cookie, brief)).json()).id;
  const linked = await freelancer();
  await h.database.db.insert(projectFreelancers).values({ projectId, freelancerId: linked.freelancerId });
  onProject = linked;
  offProject = await freelancer();
});
afterAll(() => h.close());

describe("project messages (spec 3 §2, §4, §5)", () => {
  it("lets the client, staff and a freelancer on the project post; others get 404", async () => {
    const posted = await send("Hello, when can we start?", client.cookie);
    expect(posted.status).toBe(201);
    expect(await posted.json()).toMatchObject({ content: "Hello, when can we start?", senderRole: "client" });
    expect((await send("Next week.", manager.cookie)).status).toBe(201);
    expect((await send("I am on it.", onProject.cookie)).status).toBe(201);
    expect((await send("Can I join?", offProject.cookie)).status).toBe(404);
    expect(
      (await h.request(`/api/projects/${projectId}/messages`, { cookie: offProject.cookie })).status,
    ).toBe(404);
    const thread = await (
      await h.request(`/api/projects/${projectId}/messages`, { cookie: client.cookie })
    ).json();
    expect(thread.messages.map((m: { content: string }) => m.content)).toEqual([
      "Hello, when can we start?",
      "Next week.",
      "I am on it.",
    ]);
    const found = await (
      await h.request(`/api/projects/${projectId}/messages?search=week`, { cookie: client.cookie })
    ).json();
    expect(found.messages).toHaveLength(1);
  });

  it("stores files with '(Attachment)' for empty text, refuses blank messages and renamed binaries", async () => {
    const file = new File(["Menu: bread, cakes"], "menu.txt");
    const posted = await (await send("   ", client.cookie, [file])).json();
    expect(posted.content).toBe("(Attachment)");
    expect(posted.attachments).toMatchObject([{ fileName: "menu.txt" }]);
    expect((await send("  ", client.cookie)).status).toBe(400);
    const exe = await send("see file", client.cookie, [
      new File([new Uint8Array([0x4d, 0x5a, 0, 0, 0, 0])], "x.pdf"),
    ]);
    expect(exe.status).toBe(415);
    expect((await exe.json()).error.message).toBe(
      "File type not allowed: x.pdf. Please upload documents (txt, doc, docx, pdf, xls, xlsx, rtf)",
    );

    const attachmentId = posted.attachments[0].id;
    const download = await h.request(`/api/message-attachments/${attachmentId}/download`, {
      cookie: manager.cookie,
    });
    expect(await download.text()).toBe("Menu: bread, cakes");
    const notMine = await h.request(`/api/message-attachments/${attachmentId}`, {
      method: "DELETE",
      cookie: manager.cookie,
    });
    expect(notMine.status).toBe(403);
    const mine = await h.request(`/api/message-attachments/${attachmentId}`, {
      method: "DELETE",
      cookie: client.cookie,
    });
    expect(mine.status).toBe(200);
  });

  it("counts unread messages per person and clears them when the thread is opened", async () => {
    await h.request(`/api/projects/${projectId}/messages/read`, { method: "POST", cookie: manager.cookie });
    expect(await unread(manager.cookie)).toBe(0);
    await send("One", client.cookie);
    await send("Two", client.cookie);
    expect(await unread(manager.cookie)).toBe(2);
    expect(await unread(client.cookie)).toBe(0);
    const total = await (await h.request("/api/messages/unread-count", { cookie: manager.cookie })).json();
    expect(total.unread).toBeGreaterThanOrEqual(2);
    await h.request(`/api/projects/${projectId}/messages/read`, { method: "POST", cookie: manager.cookie });
    expect(await unread(manager.cookie)).toBe(0);

    const conversations = await (
      await h.request("/api/messages/conversations", { cookie: onProject.cookie })
    ).json();
    expect(conversations.conversations).toEqual([
      expect.objectContaining({ projectId, latestMessage: expect.objectContaining({ content: "Two" }) }),
    ]);
    const none = await (await h.request("/api/messages/conversations", { cookie: offProject.cookie })).json();
    expect(none.conversations).toEqual([]);
  });
});

// Two transactions at once need a server: PGlite runs one at a time.
describe.skipIf(process.env.KAARYA_TEST_DB !== "postgres")("read positions under concurrency", () => {
  it("never move back when an older transaction commits after a newer read mark", async () => {
    const position = async () =>
      (
        await h.database.db
          .select({ at: messageReads.lastReadAt })
          .from(messageReads)
          .where(and(eq(messageReads.projectId, projectId), eq(messageReads.userId, manager.id)))
      )[0]?.at;
    let newer: Date | undefined;
    await h.database.db.transaction(async (older) => {
      await older.execute(sql`select now()`); // this transaction's now() is fixed from here on
      await new Promise((resolve) => setTimeout(resolve, 50));
      const read = await h.request(`/api/projects/${projectId}/messages/read`, {
        method: "POST",
        cookie: manager.cookie,
      });
      expect(read.status).toBe(200);
      newer = await position();
      await moveReadPosition(older, projectId, manager.id);
    });
    expect(newer).toBeInstanceOf(Date);
    expect(await position()).toEqual(newer);
  });
});

describe("live events (issue 5 item 2)", () => {
  it("pushes a new message to a connected stream of someone who may see it", async () => {
    const controller = new AbortController();
    const stream = await h.app.request("/api/messages/events", {
      headers: { origin: ORIGIN, cookie: manager.cookie },
      signal: controller.signal,
    });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    await nextEvent(stream, "ready");
    await send("<script>alert(1)</script> live", client.cookie);
    const event = await nextEvent(stream, "message");
    expect(event).toMatchObject({ projectId, content: "<script>alert(1)</script> live" });
    controller.abort();
  });

  it("catches up on messages after Last-Event-ID when reconnecting, including one committed late", async () => {
    const first = await (await send("Before the drop", client.cookie)).json();
    await send("While away", client.cookie);
    // A message whose transaction began before the last event the browser saw but committed after it: its
    // creation time is earlier than Last-Event-ID, so only the catch-up's overlap finds it.
    const late = new Date(new Date(first.createdAt).getTime() - 2_000);
    await h.database.db.insert(projectMessages).values({
      projectId,
      senderId: client.id,
      senderRole: "client",
      messageContent: "Committed late",
      createdAt: late,
    });
    const controller = new AbortController();
    const stream = await h.app.request("/api/messages/events", {
      headers: { origin: ORIGIN, cookie: manager.cookie, "last-event-id": first.createdAt },
      signal: controller.signal,
    });
    const replayed = await messagesUntil(stream, "While away");
    expect(replayed).toContain("Committed late");
    expect(replayed.at(-1)).toBe("While away");
    controller.abort();
  });
});

describe("assistant replies (issue 5 item 4, issue 19 item 11)", () => {
  const thread = async (cookie: string) =>
    (await (await h.request(`/api/projects/${projectId}/messages`, { cookie })).json()).messages as {
      content: string;
      messageType: string;
      aiCategory: string | null;
      senderName: string;
    }[];

  const notificationsOf = async (cookie: string) =>
    (await (await h.request("/api/notifications", { cookie })).json()).notifications as {
      kind: string;
      title: string;
      body: string;
      link: string | null;
    }[];
  /** The thread as `cookie`'s user reads it from message `from` on, as one text. */
  const threadText = async (cookie: string, from: number) =>
    (await thread(cookie))
      .slice(from)
      .map((m) => `${m.senderName}: ${m.content}`)
      .join("\n");

  it("answers payment and budget questions to the asker alone, never in the thread others read (issue 19 item 11)", async () => {
    await h.drainJobs(); // earlier tests' messages
    const budget = 3_141_593; // ₹31,415.93, the freelancer budget the client must not see
    await h.database.db
      .update(projectVersions)
      .set({ freelancerBudget: budget, enabledForFreelancer: true })
      .where(eq(projectVersions.projectId, projectId));
    const before = (await thread(client.cookie)).length;
    await send("When is the next payment due?", client.cookie);
    await send("What is my budget for this project?", onProject.cookie);
    await h.drainJobs();

    // The client, the freelancer and staff read the same thread: the two questions, no answer, no figure.
    for (const cookie of [client.cookie, onProject.cookie, manager.cookie]) {
      expect(await thread(cookie)).toHaveLength(before + 2);
      expect(await threadText(cookie, before)).not.toMatch(/₹|Kaarya Assistant/);
    }
    const answerTo = async (cookie: string) =>
      (await notificationsOf(cookie)).find((n) => n.title === "Kaarya Assistant on Company website");
    expect(await answerTo(client.cookie)).toMatchObject({
      kind: "payment",
      body: expect.stringMatching(/^Next payment for "Company website": .*₹/),
      link: `/messages?project=${projectId}`,
    });
    expect((await answerTo(onProject.cookie))?.body).toContain(formatInr(budget));
    expect(JSON.stringify(await notificationsOf(client.cookie))).not.toContain(formatInr(budget));
    expect(await answerTo(manager.cookie)).toBeUndefined();
  });

  it("answers other questions in the thread, for everyone to read", async () => {
    await send("What is the status of the project?", client.cookie);
    await h.drainJobs();
    const replies = (await thread(onProject.cookie)).filter((m) => m.messageType === "ai_response");
    expect(replies.at(-1)).toMatchObject({ aiCategory: "status", senderName: "Kaarya Assistant" });
    expect(replies.at(-1)?.content).toMatch(/^"Company website" is currently /);
  });

  it("stays quiet on messages that ask nothing, and for staff", async () => {
    await send("Thanks, looks great", client.cookie);
    await send("What is the status?", manager.cookie);
    const before = (await thread(client.cookie)).length;
    // One job for the client's message (no reply), none for the manager's.
    expect(await h.drainJobs()).toBe(1);
    expect(await thread(client.cookie)).toHaveLength(before);
  });
});
