import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type autocannon from "autocannon";
import type { Client, Person, Seeded } from "./seed";

/** The load run's mixed round of requests (bench/load.ts) and what it records of the answers. */

const briefs: { title: string; description: string; expectedType: string }[] = JSON.parse(
  readFileSync("test/fixtures/briefs/briefs.json", "utf8"),
).filter((b: { expectedType: string }) => b.expectedType !== "unsupported");

/** Every write the server acknowledged (2xx), with what must be found in the database afterwards. */
export interface Acknowledged {
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
export interface Observed {
  acked: Acknowledged;
  /** The first 20 non-2xx answers. */
  failures: string[];
  /** Rounds cut short, by reason. */
  skipped: Record<string, number>;
  /** Answer times in ms by request name (what autocannon counts as timeouts is not among them). */
  latencies: Map<string, number[]>;
}

/** The kinds of write counted. */
export type WriteKind = Exclude<keyof Acknowledged, "profilesSent">;

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
export function mixedRound(base: string, seeded: Seeded, observed: Observed): RequestDef[] {
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
