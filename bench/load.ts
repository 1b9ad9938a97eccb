import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { and, eq, inArray } from "drizzle-orm";
import postgres from "postgres";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/domain/demo";
import type { Role } from "../src/domain/roles";
import { type Db, openDatabase } from "../src/server/db/client";
import {
  messageReads,
  profiles,
  projectInterests,
  projectMessages,
  projects,
  projectVersions,
} from "../src/server/db/schema";
import { SAMPLE_FREELANCERS } from "../src/server/db/seed/demo-seed";
import { createFreelancer, createUser } from "../src/server/db/seed/factories";
import type { BenchHelpers } from "./run";

const CONNECTIONS = 200;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** autocannon's per-request timeout, in seconds (its default of 10 s is below a contended PGlite's p99). */
const TIMEOUT_SECONDS = 30;
/** Seeded projects: the pool of messages, detail reads and interests (every seeded project is browsable). */
const PROJECTS = 500;
/** People signed in per role, the demo accounts included (extra ones created with the demo password). */
const PEOPLE: Record<Role, number> = { client: 40, freelancer: 20, manager: 4, administrator: 2 };
const RAISED = "1000000000";
/** Rate limits raised so the run measures the app, not its limiter. */
const RATE_LIMITS = {
  SIGN_IN_RATE_LIMIT: RAISED,
  RATE_LIMIT_MESSAGES: RAISED,
  RATE_LIMIT_UPLOADS: RAISED,
  RATE_LIMIT_PAYMENTS: RAISED,
  RATE_LIMIT_PASSWORD_CHANGE: RAISED,
};
const briefs: { title: string; description: string; expectedType: string }[] = JSON.parse(
  readFileSync("test/fixtures/briefs/briefs.json", "utf8"),
).filter((b: { expectedType: string }) => b.expectedType !== "unsupported");

interface Person {
  id: string;
  email: string;
  cookie: string;
}
interface Client extends Person {
  projects: string[];
}

/**
 * Seeds the demo data and PROJECTS projects (spread round robin over PEOPLE.client clients, every version
 * enabled for freelancers so all of them are in the freelancer browser), creating the extra people of
 * PEOPLE with the demo password. @returns every person by role with their ids, cookies still empty.
 */
async function seedPeople(helpers: BenchHelpers, options: { url?: string; dataDir?: string }) {
  const ids = await helpers.seed(options, PROJECTS);
  const { db, close } = await openDatabase(options);
  try {
    const emails: Record<Role, string[]> = { client: [], freelancer: [], manager: [], administrator: [] };
    for (const account of DEMO_ACCOUNTS) emails[account.role].push(account.email);
    for (const sample of SAMPLE_FREELANCERS) emails.freelancer.push(sample.email);
    for (const role of Object.keys(PEOPLE) as Role[]) {
      for (let n = emails[role].length; n < PEOPLE[role]; n++) {
        const email = `load-${role}-${n}@bench.kaarya.in`;
        const id = await createUser(db, {
          email,
          fullName: `Load ${role} ${n}`,
          role,
          password: DEMO_PASSWORD,
        });
        if (role === "freelancer")
          await createFreelancer(db, id, SAMPLE_FREELANCERS[n % SAMPLE_FREELANCERS.length]);
        emails[role].push(email);
      }
      emails[role] = emails[role].slice(0, PEOPLE[role]);
    }
    const rows = await db
      .select({ id: profiles.id, email: profiles.email })
      .from(profiles)
      .where(inArray(profiles.email, Object.values(emails).flat()));
    const idOf = new Map(rows.map((r) => [r.email, r.id]));
    const person = (email: string): Person => ({ id: idOf.get(email) ?? "", email, cookie: "" });
    const clients: Client[] = emails.client.map((email) => ({ ...person(email), projects: [] }));
    for (const [i, projectId] of ids.entries()) clients[i % clients.length].projects.push(projectId);
    for (const client of clients)
      await db.update(projects).set({ clientId: client.id }).where(inArray(projects.id, client.projects));
    await db
      .update(projectVersions)
      .set({ enabledForFreelancer: true })
      .where(inArray(projectVersions.projectId, ids));
    return {
      projectIds: ids,
      clients,
      freelancers: emails.freelancer.map(person),
      managers: emails.manager.map(person),
      administrators: emails.administrator.map(person),
    };
  } finally {
    await close();
  }
}

type Seeded = Awaited<ReturnType<typeof seedPeople>>;

/** Every write the server acknowledged (2xx), with what must be found in the database afterwards. */
interface Acknowledged {
  messages: { id: string; content: string }[];
  interests: { id: string; notes: string }[];
  projects: { id: string; clientId: string; title: string }[];
  /** In acknowledgement order; each person's updates never overlap, so the last one must be stored. */
  profiles: { userId: string; bio: string }[];
  /**
   * Every profile update sent, in order, answered or not: one unanswered (timed out) after a person's last
   * acknowledged update may still have been applied, and then is what is stored.
   */
  profilesSent: { userId: string; bio: string }[];
  /** `issuedAt`: when the request was sent; the stored read position must not be earlier. */
  reads: { projectId: string; userId: string; issuedAt: number }[];
}

/** What a run records as it goes. */
interface Observed {
  acked: Acknowledged;
  /** The first 20 non-2xx answers. */
  failures: string[];
  /** Rounds cut short, by reason. */
  skipped: Record<string, number>;
  /** Answer times in ms by request name (what autocannon counts as timeouts is not among them). */
  latencies: Map<string, number[]>;
}

/** The kinds of write counted. */
type WriteKind = Exclude<keyof Acknowledged, "profilesSent">;

/** What one connection carries from one request of a round to the next (autocannon's per-connection context). */
interface Round {
  client?: Client;
  manager?: Person;
  projectId?: string;
  brief?: { title: string; description: string };
  /** The analysis answer for `brief`, for the submit. */
  analysed?: string;
  marker?: string;
  reader?: Person;
  issuedAt?: number;
  profileOwner?: Client;
  /** When the request in hand was built, just before it was written (performance.now()). */
  sentAt?: number;
}

type RequestDef = Omit<autocannon.Request, "setupRequest" | "onResponse"> & {
  /** The route and who asks, for the per-route latencies. */
  name: string;
  setupRequest?: (request: autocannon.Request, round: Round) => autocannon.Request | null;
  onResponse?: (status: number, body: string, round: Round) => void;
};

/**
 * The mixed round every connection repeats: reads of every role (project list and detail, thread, unread
 * count, notifications, freelancer browser and interests, staff project list and interests, users) and writes
 * (client and manager messages, read marks, interests with a fresh (freelancer, project) pair each, analyse and
 * submit a project, a profile update), each write carrying a unique `load <uuid>` marker and recorded in
 * `acked` when answered 2xx. A round's client, project and manager are picked round robin at its second
 * request; a profile update takes an idle client (none idle: the round ends there, counted in `skipped`), so
 * one person's updates never overlap. Non-2xx answers are kept in `failures` (the first 20).
 */
function mixedRound(base: string, seeded: Seeded, observed: Observed): RequestDef[] {
  const { acked, failures, skipped, latencies } = observed;
  const next = <T>(list: T[]) => {
    let n = 0;
    return () => list[n++ % list.length];
  };
  const nextClient = next(seeded.clients);
  const nextFreelancer = next(seeded.freelancers);
  const nextManager = next(seeded.managers);
  const nextAdministrator = next(seeded.administrators);
  const nextBrief = next(briefs);
  const idleProfileOwners = [...seeded.clients];
  const pairs = seeded.projectIds.length * seeded.freelancers.length;
  let interestPair = 0;
  const marker = () => `load ${randomUUID()}`;
  const skip = (what: string) => {
    skipped[what] = (skipped[what] ?? 0) + 1;
    return null;
  };
  const json = (cookie: string, body: unknown) => ({
    headers: { cookie, origin: base, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const multipart = (cookie: string, content: string) => {
    const boundary = `load${randomUUID().replaceAll("-", "")}`;
    return {
      headers: { cookie, origin: base, "content-type": `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    };
  };
  const client = (round: Round) => round.client as Client;
  const manager = (round: Round) => round.manager as Person;
  const get = (
    name: string,
    pathOf: (round: Round) => string,
    who: (round: Round) => Person,
  ): RequestDef => ({
    name,
    method: "GET",
    setupRequest: (request, round) => ({
      ...request,
      path: pathOf(round),
      headers: { cookie: who(round).cookie },
    }),
  });
  const message = (name: string, who: (round: Round) => Person): RequestDef => ({
    name,
    method: "POST",
    setupRequest: (request, round) => {
      round.marker = marker();
      return {
        ...request,
        path: `/api/projects/${round.projectId}/messages`,
        ...multipart(who(round).cookie, round.marker),
      };
    },
    onResponse: (status, body, round) => {
      if (status === 201) acked.messages.push({ id: JSON.parse(body).id, content: round.marker ?? "" });
    },
  });
  const markRead = (name: string, who: (round: Round) => Person): RequestDef => ({
    name,
    method: "POST",
    setupRequest: (request, round) => {
      round.reader = who(round);
      round.issuedAt = Date.now();
      return {
        ...request,
        path: `/api/projects/${round.projectId}/messages/read`,
        headers: { cookie: round.reader.cookie, origin: base },
      };
    },
    onResponse: (status, _body, round) => {
      if (status === 200 && round.reader && round.projectId && round.issuedAt)
        acked.reads.push({ projectId: round.projectId, userId: round.reader.id, issuedAt: round.issuedAt });
    },
  });

  const requests: RequestDef[] = [
    // The first request is built once for all connections, so it carries nothing of a round; as the first
    // request of every new connection, its answer times show how long connecting took.
    {
      name: "GET /api/health",
      method: "GET",
      path: "/api/health",
    },
    get(
      "GET /api/browse-projects (freelancer)",
      () => "/api/browse-projects",
      (round) => {
        round.client = nextClient();
        round.projectId = round.client.projects[Math.floor(Math.random() * round.client.projects.length)];
        round.manager = nextManager();
        return nextFreelancer();
      },
    ),
    get("GET /api/projects (client)", () => "/api/projects?page=1&pageSize=20", client),
    message("POST /api/projects/{id}/messages (client)", client),
    get("GET /api/projects/{id} (client)", (round) => `/api/projects/${round.projectId}`, client),
    get(
      "GET /api/projects/{id}/messages (manager)",
      (round) => `/api/projects/${round.projectId}/messages`,
      manager,
    ),
    message("POST /api/projects/{id}/messages (manager)", manager),
    markRead("POST /api/projects/{id}/messages/read (client)", client),
    get("GET /api/messages/unread-count (client)", () => "/api/messages/unread-count", client),
    {
      name: "POST /api/projects/{id}/interests (freelancer)",
      method: "POST",
      setupRequest: (request, round) => {
        if (interestPair >= pairs) return skip("interest (every pair used)");
        const n = interestPair++;
        const freelancer = seeded.freelancers[n % seeded.freelancers.length];
        const projectId = seeded.projectIds[Math.floor(n / seeded.freelancers.length)];
        round.marker = marker();
        return {
          ...request,
          path: `/api/projects/${projectId}/interests`,
          ...json(freelancer.cookie, { notes: round.marker }),
        };
      },
      onResponse: (status, body, round) => {
        if (status === 201) acked.interests.push({ id: JSON.parse(body).id, notes: round.marker ?? "" });
      },
    },
    get("GET /api/interests (freelancer)", () => "/api/interests", nextFreelancer),
    get("GET /api/notifications (client)", () => "/api/notifications", client),
    get("GET /api/projects (manager, all)", () => "/api/projects?page=1&pageSize=20", manager),
    get("GET /api/users (administrator)", () => "/api/users", nextAdministrator),
    get(
      "GET /api/projects/{id}/interests (manager)",
      (round) => `/api/projects/${round.projectId}/interests`,
      manager,
    ),
    {
      name: "POST /api/projects/analyze (client)",
      method: "POST",
      path: "/api/projects/analyze",
      setupRequest: (request, round) => {
        const { title, description } = nextBrief();
        round.brief = { title: `${title} ${marker()}`, description };
        return { ...request, ...json(client(round).cookie, round.brief) };
      },
      onResponse: (status, body, round) => {
        if (status === 200) round.analysed = body;
      },
    },
    {
      name: "POST /api/projects (client)",
      method: "POST",
      path: "/api/projects",
      setupRequest: (request, round) => {
        if (!round.analysed) return skip("submit (no analysis)");
        const { analysis, engine, analysisToken } = JSON.parse(round.analysed);
        if (analysis.projectType === "unsupported") return skip("submit (unsupported brief)");
        return {
          ...request,
          ...json(client(round).cookie, { brief: round.brief, analysis, engine, analysisToken }),
        };
      },
      onResponse: (status, body, round) => {
        if (status === 201)
          acked.projects.push({
            id: JSON.parse(body).id,
            clientId: client(round).id,
            title: round.brief?.title ?? "",
          });
      },
    },
    markRead("POST /api/projects/{id}/messages/read (manager)", manager),
    {
      name: "PUT /api/me/profile (client)",
      method: "PUT",
      path: "/api/me/profile",
      setupRequest: (request, round) => {
        const owner = idleProfileOwners.shift();
        if (!owner) return skip("profile update (no idle client)");
        round.profileOwner = owner;
        round.marker = marker();
        acked.profilesSent.push({ userId: owner.id, bio: round.marker });
        return {
          ...request,
          ...json(owner.cookie, {
            fullName: "Load Client",
            yearOfBirth: 1990,
            country: "India",
            profession: "Software Developer",
            currency: "INR",
            bio: round.marker,
          }),
        };
      },
      onResponse: (status, _body, round) => {
        const owner = round.profileOwner as Client;
        if (status === 200) acked.profiles.push({ userId: owner.id, bio: round.marker ?? "" });
        idleProfileOwners.push(owner);
      },
    },
  ];
  return requests.map((request) => ({
    ...request,
    setupRequest: (built: autocannon.Request, round: Round) => {
      const ready = request.setupRequest ? request.setupRequest(built, round) : built;
      round.sentAt = performance.now();
      return ready;
    },
    onResponse: (status: number, body: string, round: Round) => {
      const list = latencies.get(request.name) ?? [];
      list.push(performance.now() - (round.sentAt ?? 0));
      latencies.set(request.name, list);
      if ((status < 200 || status >= 300) && failures.length < 20)
        failures.push(`${request.name}: ${status} ${body.slice(0, 300)}`);
      request.onResponse?.(status, body, round);
    },
  }));
}

/** Counts, per kind of write, how many acknowledged writes the database holds as acknowledged. */
async function verify(db: Db, acked: Acknowledged) {
  const found: Record<WriteKind, number> = {
    messages: 0,
    interests: 0,
    projects: 0,
    profiles: 0,
    reads: 0,
  };
  const inChunks = async <T, R>(list: T[], query: (chunk: T[]) => Promise<R[]>) => {
    const rows: R[] = [];
    for (let i = 0; i < list.length; i += 1000) rows.push(...(await query(list.slice(i, i + 1000))));
    return rows;
  };
  const messages = await inChunks(acked.messages, (chunk) =>
    db
      .select({ id: projectMessages.id, content: projectMessages.messageContent })
      .from(projectMessages)
      .where(
        inArray(
          projectMessages.id,
          chunk.map((m) => m.id),
        ),
      ),
  );
  const messageContent = new Map(messages.map((m) => [m.id, m.content]));
  found.messages = acked.messages.filter((m) => messageContent.get(m.id) === m.content).length;

  const interests = await inChunks(acked.interests, (chunk) =>
    db
      .select({ id: projectInterests.id, notes: projectInterests.notes, status: projectInterests.status })
      .from(projectInterests)
      .where(
        inArray(
          projectInterests.id,
          chunk.map((i) => i.id),
        ),
      ),
  );
  const interestRow = new Map(interests.map((i) => [i.id, i]));
  found.interests = acked.interests.filter((i) => {
    const row = interestRow.get(i.id);
    return row?.notes === i.notes && row.status === "interested";
  }).length;

  const created = await inChunks(acked.projects, (chunk) =>
    db
      .select({ id: projects.id, clientId: projects.clientId, title: projectVersions.title })
      .from(projects)
      .innerJoin(
        projectVersions,
        and(eq(projectVersions.projectId, projects.id), eq(projectVersions.versionNumber, 1)),
      )
      .where(
        inArray(
          projects.id,
          chunk.map((p) => p.id),
        ),
      ),
  );
  const createdRow = new Map(created.map((p) => [p.id, p]));
  found.projects = acked.projects.filter((p) => {
    const row = createdRow.get(p.id);
    return row?.clientId === p.clientId && row.title === p.title;
  }).length;

  const lastBio = new Map(acked.profiles.map((p) => [p.userId, p.bio]));
  const bios = await db
    .select({ id: profiles.id, bio: profiles.bio })
    .from(profiles)
    .where(inArray(profiles.id, [...lastBio.keys()]));
  const storedBio = new Map(bios.map((p) => [p.id, p.bio]));
  const sendOrder = new Map(acked.profilesSent.map((p, i) => [p.bio, i]));
  // Each person's updates were one after another, so their last acknowledged one must be stored, or one sent
  // after it (unanswered); the earlier ones were overwritten by it, as acknowledged.
  const currentUsers = new Set(
    [...lastBio]
      .filter(([id, bio]) => (sendOrder.get(storedBio.get(id) ?? "") ?? -1) >= (sendOrder.get(bio) ?? 0))
      .map(([id]) => id),
  );
  found.profiles = acked.profiles.filter((p) => currentUsers.has(p.userId)).length;

  const reads = await db
    .select({ projectId: messageReads.projectId, userId: messageReads.userId, at: messageReads.lastReadAt })
    .from(messageReads);
  const readAt = new Map(reads.map((r) => [`${r.projectId} ${r.userId}`, r.at.getTime()]));
  found.reads = acked.reads.filter(
    (r) => (readAt.get(`${r.projectId} ${r.userId}`) ?? 0) >= r.issuedAt,
  ).length;
  return found;
}

/** Signs every seeded person in, a few at a time, filling in their cookies. */
async function signInAll(helpers: BenchHelpers, base: string, seeded: Seeded) {
  const everyone: Person[] = [
    ...seeded.clients,
    ...seeded.freelancers,
    ...seeded.managers,
    ...seeded.administrators,
  ];
  for (let i = 0; i < everyone.length; i += 8)
    await Promise.all(
      everyone.slice(i, i + 8).map(async (person) => {
        person.cookie = await helpers.signIn(base, person.email);
      }),
    );
  return everyone.length;
}

/**
 * One load run on a fresh database: seed, start the server with the rate limits raised, sign everyone in,
 * CONNECTIONS connections repeating {@link mixedRound} for SECONDS, stop the server, then look every
 * acknowledged write up in the database.
 */
async function loadRun(
  helpers: BenchHelpers,
  database: string,
  env: Record<string, string>,
  seedOptions: { url?: string; dataDir?: string },
) {
  const seeded = await seedPeople(helpers, seedOptions);
  const port = 3994;
  const base = `http://localhost:${port}`;
  const observed: Observed = {
    acked: { messages: [], interests: [], projects: [], profiles: [], profilesSent: [], reads: [] },
    failures: [],
    skipped: {},
    latencies: new Map(),
  };
  const { acked } = observed;
  const server = await helpers.startServer({ ...env, ...RATE_LIMITS }, port);
  let result: autocannon.Result;
  let people: number;
  try {
    people = await signInAll(helpers, base, seeded);
    result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: TIMEOUT_SECONDS,
      requests: mixedRound(base, seeded, observed) as autocannon.Request[],
    });
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
  }
  const check = await openDatabase(seedOptions);
  const found = await verify(check.db, acked).finally(() => check.close());
  const writes = Object.fromEntries(
    (Object.keys(found) as WriteKind[]).map((kind) => [
      kind,
      { acknowledged: acked[kind].length, found: found[kind] },
    ]),
  );
  const acknowledged = (Object.keys(found) as WriteKind[]).reduce((sum, kind) => sum + acked[kind].length, 0);
  const present = Object.values(found).reduce((sum, n) => sum + n, 0);
  const routes = [...observed.latencies].map(([route, list]) => {
    list.sort((x, y) => x - y);
    const ms = (p: number) => Math.round(helpers.percentile(list, p));
    return { route, answers: list.length, p50Ms: ms(50), p99Ms: ms(99), maxMs: Math.round(list.at(-1) ?? 0) };
  });
  return {
    database,
    people,
    projects: seeded.projectIds.length,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    writesAcknowledged: acknowledged,
    writesFound: present,
    missing: acknowledged - present,
    writes,
    skipped: observed.skipped,
    firstFailures: observed.failures,
    routes: routes.sort((x, y) => y.p99Ms - x.p99Ms),
  };
}

/**
 * Load (issue 8 item 4): CONNECTIONS (200) autocannon connections for BENCH_LOAD_SECONDS (60) against the real
 * server, mixing reads and writes of every role ({@link mixedRound}), on embedded PGlite and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on a fresh database of that PostgreSQL server (created and
 * dropped). The sign-in and per-user rate limits are raised. A run passes with no connection error, no
 * timeout (TIMEOUT_SECONDS), no non-2xx answer and every acknowledged write found in the database afterwards,
 * except that PGlite's connection errors and timeouts are reported, not failed (one thread for the server and
 * its database cannot take 200 new connections at once; README "Load test"). Writes bench/results/load.json,
 * prints the table; sets a failing exit code when a run does not pass.
 */
export async function benchLoad(helpers: BenchHelpers): Promise<void> {
  const runs = [];
  const dir = mkdtempSync(path.join(tmpdir(), "kaarya-bench-load-"));
  try {
    runs.push(await loadRun(helpers, "pglite", { DATA_DIR: dir }, { dataDir: path.join(dir, "pg") }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `kaarya_load_${Date.now()}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      runs.push(
        await loadRun(helpers, "postgres", { DATABASE_URL: url.toString() }, { url: url.toString() }),
      );
    } finally {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log("Load on PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.");
  }
  const result = {
    at: new Date().toISOString(),
    connections: CONNECTIONS,
    durationSeconds: SECONDS,
    timeoutSeconds: TIMEOUT_SECONDS,
    rateLimits: RATE_LIMITS,
    runs,
  };
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/load.json", JSON.stringify(result, null, 2));
  console.log(
    `\nLoad: ${CONNECTIONS} connections for ${SECONDS} s, mixed reads and writes of every role ` +
      `(timeout ${TIMEOUT_SECONDS} s; sign-in and per-user rate limits raised to ${RAISED})`,
  );
  if (SECONDS <= TIMEOUT_SECONDS)
    console.log(
      `The run is not longer than the timeout, so no timeout can show: autocannon does not count requests ` +
        `still unanswered when it stops.`,
    );
  console.table(
    runs.map((r) => ({
      database: r.database,
      requests: r.requests,
      "req/s": r.requestsPerSecond,
      "p50 ms": r.p50Ms,
      "p99 ms": r.p99Ms,
      errors: r.errors,
      timeouts: r.timeouts,
      "non-2xx": r.non2xx,
      "writes acked": r.writesAcknowledged,
      "writes found": r.writesFound,
      missing: r.missing,
    })),
  );
  for (const r of runs) {
    console.log(`${r.database} writes by kind: ${JSON.stringify(r.writes)}`);
    console.log(`${r.database}, answer times by route (slowest p99 first):`);
    console.table(r.routes);
    if (Object.keys(r.skipped).length > 0)
      console.log(`${r.database} rounds cut short: ${JSON.stringify(r.skipped)}`);
    for (const failure of r.firstFailures) console.log(`${r.database} failure: ${failure}`);
  }
  const failed = runs.filter(
    (r) => r.non2xx + r.missing > 0 || (r.database !== "pglite" && r.errors + r.timeouts > 0),
  );
  const pglite = runs.find((r) => r.database === "pglite");
  if (pglite && pglite.errors + pglite.timeouts > 0) {
    const first = pglite.routes.find((r) => r.route === "GET /api/health");
    console.log(
      `PGlite did not meet zero errors at ${CONNECTIONS} connections: ${pglite.timeouts} timeouts, ` +
        `${pglite.errors - pglite.timeouts} other connection errors. The embedded database runs its queries on ` +
        `the server's one thread, whose busy event loop accepts new connections slowly: /api/health, every ` +
        `connection's first request, took up to ${first?.maxMs} ms. Not counted as a failure (README, ` +
        `"Load test"); non-2xx answers and missing writes are.`,
    );
  }
  if (failed.length > 0) {
    console.error(`Load: ${failed.map((r) => r.database).join(", ")} failed`);
    process.exitCode = 1;
  }
}
