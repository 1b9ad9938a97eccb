import { inArray } from "drizzle-orm";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../src/domain/demo";
import type { Role } from "../../src/domain/roles";
import { openDatabase } from "../../src/server/db/client";
import { profiles, projects, projectVersions } from "../../src/server/db/schema";
import { SAMPLE_FREELANCERS } from "../../src/server/db/seed/demo-seed";
import { createFreelancer, createUser } from "../../src/server/db/seed/factories";
import type { BenchHelpers } from "../bench-helpers";

/** The people and projects of the load run (bench/load.ts): seeded, then signed in. */

/** Seeded projects: the pool of messages, detail reads and interests (every seeded project is browsable). */
export const PROJECTS = 500;
/** People signed in per role, the demo accounts included (extra ones created with the demo password). */
export const PEOPLE: Record<Role, number> = { client: 40, freelancer: 20, manager: 4, administrator: 2 };

export interface Person {
  id: string;
  email: string;
  cookie: string;
}
export interface Client extends Person {
  projects: string[];
}

/**
 * Seeds the demo data and PROJECTS projects (spread round robin over PEOPLE.client clients, every version
 * enabled for freelancers so all of them are in the freelancer browser), creating the extra people of
 * PEOPLE with the demo password. @returns every person by role with their ids, cookies still empty.
 */
export async function seedPeople(helpers: BenchHelpers, options: { url?: string; dataDir?: string }) {
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

export type Seeded = Awaited<ReturnType<typeof seedPeople>>;

/** Signs every seeded person in, a few at a time, filling in their cookies. */
export async function signInAll(helpers: BenchHelpers, base: string, seeded: Seeded) {
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
