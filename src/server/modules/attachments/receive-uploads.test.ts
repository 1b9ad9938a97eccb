import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGE_TEXTS } from "@/domain/messages/messages";
import { createHarness, type Harness, ORIGIN } from "../../../../test/api-harness";
import { pdfBytes } from "../../../../test/documents";
import { messageAttachments, projectMessages } from "../../db/schema";

/**
 * Uploads stream to storage (issue 19 item 8): a message's files are written while the body still arrives,
 * the per-file and per-message limits answer 413 as soon as they are passed without reading the rest of the
 * body, and nothing of a refused upload is left in storage. The bodies are sent as streams without a
 * length, as a browser's chunked upload or an attacker's would be, so no Content-Length check can refuse
 * them early.
 */

const MB = 1024 * 1024;
const BOUNDARY = "kaarya-test-boundary";
const encoder = new TextEncoder();

let h: Harness;
let client: { id: string; cookie: string };
let projectId: string;

/** One part's header of a multipart body. */
const partHeader = (field: string, fileName?: string) =>
  encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"${fileName ? `; filename="${fileName}"` : ""}\r\n` +
      `Content-Type: ${fileName ? "text/plain" : "text/plain; charset=utf-8"}\r\n\r\n`,
  );

/** A quarter MB of plain text, the same buffer every time: the test allocates nothing per chunk it sends. */
const CHUNK = new Uint8Array(MB / 4).fill(0x61);

/**
 * A message body streamed in quarter-MB chunks, as a network delivers it: the text, then each file of
 * `sizesMb` MB of text. `pulled` counts the bytes the server has read; `beforeChunk` runs before each
 * chunk of a file (its index within the file).
 */
function streamedMessage(
  sizesMb: number[],
  beforeChunk: (file: number, chunk: number) => Promise<void> = async () => undefined,
) {
  const read = { pulled: 0 };
  async function* parts() {
    yield partHeader("content");
    yield encoder.encode("Here are the files.\r\n");
    for (const [file, size] of sizesMb.entries()) {
      yield partHeader("files", `part-${file}.txt`);
      for (let chunk = 0; chunk < size * 4; chunk += 1) {
        await beforeChunk(file, chunk);
        yield CHUNK;
      }
      yield encoder.encode("\r\n");
    }
    yield encoder.encode(`--${BOUNDARY}--\r\n`);
  }
  const source = parts();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) return controller.close();
      read.pulled += next.value.byteLength;
      controller.enqueue(next.value);
    },
    // The server stops reading a refused upload: the rest is never produced.
    async cancel() {
      await source.return(undefined);
    },
  });
  return { body, read };
}

function postMessage(body: ReadableStream<Uint8Array>) {
  return h.app.request(`/api/projects/${projectId}/messages`, {
    method: "POST",
    body,
    duplex: "half",
    headers: {
      origin: ORIGIN,
      cookie: client.cookie,
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
    },
  } as RequestInit);
}

/** The message files in local storage, with their sizes in bytes. */
async function storedMessageFiles(): Promise<number[]> {
  const folder = join(h.deps.env.DATA_DIR, "files", "messages");
  const names = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(names.map(async (name) => (await stat(join(folder, name))).size));
}

const messageCount = async () => (await h.database.db.select().from(projectMessages)).length;

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
  const created = await h.submitProject(client.cookie, {
    title: "Company website",
    description: "A five page responsive website for our bakery with a contact form and a gallery.",
  });
  projectId = (await created.json()).id;
});
afterAll(() => h.close());

describe("uploads stream to storage (issue 19 item 8)", () => {
  it("writes a message's file to storage while the body is still arriving, and holds no copy of it", async () => {
    let storedWhileSending = 0;
    let peak = 0;
    const base = process.memoryUsage().arrayBuffers;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers - base);
    }, 5);
    // Halfway through the 8 MB file, wait (at most 5 s) until storage holds some of it.
    const { body } = streamedMessage([8], async (_file, chunk) => {
      if (chunk !== 16) return;
      for (let waited = 0; waited < 5000 && storedWhileSending === 0; waited += 50) {
        storedWhileSending = Math.max(0, ...(await storedMessageFiles()));
        if (storedWhileSending === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    const response = await postMessage(body);
    clearInterval(sampler);
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = await response.json();
    const [attachment] = await h.database.db
      .select()
      .from(messageAttachments)
      .where(eq(messageAttachments.messageId, id));
    expect(attachment.fileSize).toBe(8 * MB);
    // Before the body ended, at least the first MB was in storage already: nothing waited for the whole body.
    expect(storedWhileSending).toBeGreaterThanOrEqual(MB);
    // Buffering the body would hold at least its 8 MB at once; streaming holds a few chunks.
    expect(peak).toBeLessThan(4 * MB);
  });

  it("answers 413 as soon as one file passes 10 MB, reads no further and leaves no file behind", async () => {
    const before = await storedMessageFiles();
    const messages = await messageCount();
    const { body, read } = streamedMessage([40]);
    const response = await postMessage(body);
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({
      code: "payload_too_large",
      message: MESSAGE_TEXTS.tooLarge("part-0.txt"),
    });
    // Of the 40 MB offered, reading stopped just past the 10 MB limit (a few chunks read ahead).
    expect(read.pulled).toBeLessThan(12 * MB);
    expect(await storedMessageFiles()).toEqual(before);
    expect(await messageCount()).toBe(messages);
  });

  it("answers 413 when a message's files pass 25 MB together, removing the files stored before", async () => {
    const before = await storedMessageFiles();
    const messages = await messageCount();
    const { body, read } = streamedMessage([9, 9, 9, 9]);
    const response = await postMessage(body);
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe(MESSAGE_TEXTS.tooLargeTogether);
    expect(read.pulled).toBeLessThan(28 * MB);
    expect(await storedMessageFiles()).toEqual(before);
    expect(await messageCount()).toBe(messages);
  });

  it("removes a message's stored files when the message is refused after they arrived", async () => {
    const before = await storedMessageFiles();
    // Eleven files: the eleventh is refused before a byte of it is stored, and the ten before it are removed.
    const { body } = streamedMessage([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    const response = await postMessage(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(MESSAGE_TEXTS.tooMany);
    expect(await storedMessageFiles()).toEqual(before);
  });

  it("answers 400, not 500, to a multipart body without a boundary", async () => {
    const response = await h.app.request(`/api/projects/${projectId}/messages`, {
      method: "POST",
      body: "",
      headers: { origin: ORIGIN, cookie: client.cookie, "content-type": "multipart/form-data" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/^Malformed upload/);
  });

  it("removes a stored résumé when the application is refused after it arrived (staff may not apply)", async () => {
    const manager = await h.userWithSession("manager");
    const form = new FormData();
    for (const [key, value] of Object.entries({
      skills: "React, Node.js",
      experienceYears: "4",
      bio: "Full-stack developer building web apps for small businesses since 2021.",
    }))
      form.append(key, value);
    form.append("resumeFile", new File([(await pdfBytes("Asha, React developer")).slice()], "resume.pdf"));
    const response = await h.request("/api/applications", { body: form, cookie: manager.cookie });
    expect(response.status).toBe(403);
    const folder = join(h.deps.env.DATA_DIR, "files", "resumes", manager.id);
    expect(await readdir(folder).catch(() => [])).toEqual([]);
  });
});
