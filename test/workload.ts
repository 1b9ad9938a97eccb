import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/domain/demo";

/**
 * Drives a running Kaarya server over HTTP the way browsers do (issue 8: backup and crash tests): new
 * clients sign up and complete their profile, submit analysed projects, an administrator accepts them,
 * clients pay the advance through the sandbox gateway with a coupon (initiate, Pay on the hosted page,
 * the signed return) and send messages with a file. It records what the server acknowledged, so a test can
 * check afterwards that every acknowledged write is there.
 */

/** What the server acknowledged: 201 for projects and messages, the return's redirect for payments. */
export interface Acknowledged {
  /** Project id -> number of tasks its analysis had (version 1 must have them all). */
  projects: Map<string, number>;
  /** Project payment ids whose signed return was answered. */
  payments: Set<string>;
  /** Message ids, with the bytes of the file each carried. */
  messages: Map<string, string>;
}

/** A fresh record of acknowledged writes. */
export const emptyAcknowledged = (): Acknowledged => ({
  projects: new Map(),
  payments: new Set(),
  messages: new Map(),
});

/** The coupon every payment of the workload uses (10 % off projects, unlimited uses). */
export const WORKLOAD_COUPON = "CRASHTEST10";

/** The server answered something other than what the step expects (`status` 0: no answer at all). */
export class StepError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** An HTTP session against one server: keeps its cookies, sends the Origin a browser would. */
export class Session {
  cookie = "";
  constructor(readonly url: string) {}

  /** Sends a request (JSON for a plain object body, multipart for FormData); never follows redirects. */
  async send(path: string, init: { method?: string; body?: unknown; form?: string } = {}): Promise<Response> {
    const headers: Record<string, string> = { origin: this.url };
    if (this.cookie) headers.cookie = this.cookie;
    let body: BodyInit | undefined;
    if (init.form !== undefined) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = init.form;
    } else if (init.body instanceof FormData) body = init.body;
    else if (init.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.body);
    }
    let response: Response;
    try {
      response = await fetch(`${this.url}${path}`, {
        method: init.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        body,
        redirect: "manual",
      });
    } catch (error) {
      throw new StepError(`${path}: no answer (${(error as Error).message})`, 0);
    }
    const set = response.headers.getSetCookie().map((c) => c.split(";")[0]);
    if (set.length > 0) {
      const jar = new Map(
        this.cookie
          .split("; ")
          .filter(Boolean)
          .map((c) => [c.split("=")[0], c] as const),
      );
      for (const c of set) jar.set(c.split("=")[0], c);
      this.cookie = [...jar.values()].join("; ");
    }
    return response;
  }

  /** Like `send`, and checks the status. @returns the parsed JSON body (or null when there is none). */
  async expect<T = Record<string, unknown>>(
    status: number,
    path: string,
    init: { method?: string; body?: unknown; form?: string } = {},
  ): Promise<{ body: T; response: Response }> {
    const response = await this.send(path, init);
    const text = await response.text().catch(() => "");
    if (response.status !== status) {
      throw new StepError(`${path}: ${response.status} ${text.slice(0, 300)}`, response.status);
    }
    return {
      body: (text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null) as T,
      response,
    };
  }
}

/** Signs in a demo account (password `DEMO_PASSWORD`). */
export async function demoSession(
  url: string,
  role: "administrator" | "manager" | "client",
): Promise<Session> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  const session = new Session(url);
  await session.expect(200, "/api/auth/sign-in/email", {
    body: { email: account?.email, password: DEMO_PASSWORD },
  });
  return session;
}

let clients = 0;

/** A new client: sign-up, then Complete Your Profile. */
export async function newClient(url: string): Promise<Session> {
  clients += 1;
  const session = new Session(url);
  const credentials = {
    email: `client.${process.pid}.${Date.now()}.${clients}@example.in`,
    password: "Client@Kaarya2026",
  };
  await session.expect(200, "/api/auth/sign-up/email", {
    body: { name: `Crash Client ${clients}`, ...credentials },
  });
  // Sign-up opens no session (issue 19 item 9): sign in as the sign-up page does.
  await session.expect(200, "/api/auth/sign-in/email", { body: credentials });
  await session.expect(200, "/api/me/profile", {
    method: "PUT",
    body: {
      fullName: `Crash Client ${clients}`,
      yearOfBirth: 1990,
      country: "India",
      profession: "Business & Management",
      currency: "INR",
    },
  });
  return session;
}

/** The administrator creates the workload's coupon (10 % off projects, no limits). */
export async function createWorkloadCoupon(admin: Session): Promise<void> {
  const validUntil = `${new Date().getFullYear() + 1}-12-31`;
  await admin.expect(201, "/api/coupons", {
    body: { code: WORKLOAD_COUPON, discountValue: 10, validUntil, applicableTo: "projects" },
  });
}

const BRIEFS = [
  {
    title: "Bakery website",
    description: "A five page responsive website for our bakery with a menu, a gallery and a contact form.",
  },
  {
    title: "Logo and brand kit",
    description: "Design a logo, a colour palette and business cards for our organic tea brand.",
  },
  {
    title: "Blog articles",
    description: "Write ten SEO blog articles of 1000 words about home gardening in Indian cities.",
  },
];

/** The client analyses a brief and submits it. @returns the project id, recorded with its task count. */
export async function submitProject(client: Session, ack: Acknowledged, n: number): Promise<string> {
  const brief = BRIEFS[n % BRIEFS.length];
  const { body: analyzed } = await client.expect<{
    analysis: { breakdown: unknown[] };
    engine: string;
    analysisToken: string;
  }>(200, "/api/projects/analyze", { body: brief });
  const { body } = await client.expect<{ id: string }>(201, "/api/projects", {
    body: {
      brief,
      analysis: analyzed.analysis,
      engine: analyzed.engine,
      analysisToken: analyzed.analysisToken,
    },
  });
  ack.projects.set(body.id, analyzed.analysis.breakdown.length);
  return body.id;
}

/** The administrator accepts the project (any code is allowed to administrators). */
export async function acceptProject(admin: Session, projectId: string): Promise<void> {
  await admin.expect(200, `/api/projects/${projectId}/status`, { body: { statusCode: "ACCEPTED" } });
}

/**
 * The client pays the advance with the workload coupon through the sandbox gateway: initiate, Pay on the
 * hosted page, then the signed return (which records the success). @returns the payment id.
 */
export async function payAdvance(client: Session, ack: Acknowledged, projectId: string): Promise<string> {
  const { body: started } = await client.expect<{ paymentId: string; paymentUrl: string }>(
    200,
    "/api/payments/initiate",
    { body: { projectId, paymentType: "advance", couponCode: WORKLOAD_COUPON } },
  );
  const { response: paid } = await client.expect(302, started.paymentUrl, { form: "outcome=pay" });
  const back = new URL(paid.headers.get("location") ?? "", client.url);
  await client.expect(302, `${back.pathname}${back.search}`);
  ack.payments.add(started.paymentId);
  return started.paymentId;
}

/** The client sends a message with a text file of a few kilobytes, unique to it. @returns the message id. */
export async function sendMessage(client: Session, ack: Acknowledged, projectId: string, n: number) {
  const text = `Notes ${n} for ${projectId}\n${"The quick brown fox jumps over the lazy dog. ".repeat(100)}`;
  const form = new FormData();
  form.append("content", `Message ${n}`);
  form.append("files", new File([text], `notes-${n}.txt`, { type: "text/plain" }));
  const { body } = await client.expect<{ id: string }>(201, `/api/projects/${projectId}/messages`, {
    body: form,
  });
  ack.messages.set(body.id, text);
  return body.id;
}

/** One client's whole story: sign-up, project, acceptance, paid advance, two messages with files. */
export async function clientStory(url: string, admin: Session, ack: Acknowledged, n: number): Promise<void> {
  const client = await newClient(url);
  const projectId = await submitProject(client, ack, n);
  await sendMessage(client, ack, projectId, n * 10);
  await acceptProject(admin, projectId);
  await payAdvance(client, ack, projectId);
  await sendMessage(client, ack, projectId, n * 10 + 1);
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * Every broken record the crash test looks for, as readable lines (empty when whole): a project without
 * its version 1 or with no tasks on it; a successful payment without its `payment.success` audit row or
 * (with a coupon) without its redemption; a coupon whose usage_count differs from its redemptions; a
 * message attachment row without its file under `filesDir`, or with a file of another size.
 */
export async function brokenRecords(query: Query, filesDir: string): Promise<string[]> {
  const problems: string[] = [];
  for (const row of await query(`
    select p.id, count(t.id)::int as tasks from projects p
      left join project_versions v on v.project_id = p.id and v.version_number = 1
      left join project_tasks t on t.project_version_id = v.id
     group by p.id having count(v.id) = 0 or count(t.id) = 0`)) {
    problems.push(`project ${row.id} has no version 1 or no tasks`);
  }
  for (const row of await query(`
    select pp.id from project_payments pp where pp.payment_status = 'success'
       and not exists (select 1 from audit_log a where a.entity = 'project_payment'
                        and a.entity_id = pp.id::text and a.action = 'payment.success')`)) {
    problems.push(`successful payment ${row.id} has no audit row`);
  }
  for (const row of await query(`
    select pp.id from project_payments pp where pp.payment_status = 'success' and pp.coupon_code is not null
       and not exists (select 1 from coupon_redemptions r where r.project_payment_id = pp.id)`)) {
    problems.push(`successful payment ${row.id} with a coupon has no redemption`);
  }
  for (const row of await query(`
    select c.code, c.usage_count, (select count(*)::int from coupon_redemptions r where r.coupon_id = c.id) as used
      from discount_coupons c`)) {
    if (Number(row.usage_count) !== Number(row.used)) {
      problems.push(`coupon ${row.code}: usage_count ${row.usage_count}, ${row.used} redemptions`);
    }
  }
  for (const row of await query("select id, file_url, file_size from message_attachments")) {
    const file = join(filesDir, String(row.file_url));
    if (!existsSync(file)) problems.push(`message attachment ${row.id}: file ${row.file_url} missing`);
    else if (statSync(file).size !== Number(row.file_size)) {
      problems.push(`message attachment ${row.id}: ${statSync(file).size} bytes, row says ${row.file_size}`);
    }
  }
  return problems;
}

/**
 * Acknowledged writes that are missing (empty when all are there): each acknowledged project with version 1
 * and all its analysed tasks, each acknowledged payment as `success`, each acknowledged message.
 */
export async function missingAcknowledged(query: Query, ack: Acknowledged): Promise<string[]> {
  const missing: string[] = [];
  const tasks = new Map(
    (
      await query(`select v.project_id, count(t.id)::int as n from project_versions v
        left join project_tasks t on t.project_version_id = v.id where v.version_number = 1 group by v.project_id`)
    ).map((r) => [String(r.project_id), Number(r.n)]),
  );
  for (const [id, n] of ack.projects) {
    if (tasks.get(id) !== n)
      missing.push(`project ${id}: ${tasks.get(id) ?? "no"} tasks on version 1, ${n} acknowledged`);
  }
  const paid = new Set(
    (await query("select id from project_payments where payment_status = 'success'")).map((r) =>
      String(r.id),
    ),
  );
  for (const id of ack.payments) if (!paid.has(id)) missing.push(`payment ${id} not successful`);
  const messages = new Set((await query("select id from project_messages")).map((r) => String(r.id)));
  for (const id of ack.messages.keys()) if (!messages.has(id)) missing.push(`message ${id} missing`);
  return missing;
}
