import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { auditLog, notifications, profiles } from "../../db/schema";
import { createFreelancer } from "../../db/seed/factories";

type Session = { id: string; cookie: string };
let h: Harness;
let owner: Session;
let manager: Session;
let admin: Session;
let invitee: Session;
let outsider: Session;
let inviteeId: string;

const seed = {
  title: "Web developer",
  hourlyRate: 7000,
  experienceYears: 5,
  rating: 4.5,
  successRate: 90,
  completedProjects: 5,
  skills: [{ name: "React", proficiency: "expert" as const }],
};

/** A new project of the owner with `invitee` invited by the manager; returns its id. */
async function invitedProject(title: string): Promise<string> {
  const created = await h.submitProject(owner.cookie, {
    title,
    description: "A five page responsive website for our bakery with a contact form and a gallery.",
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = await created.json();
  const invited = await h.request(`/api/projects/${id}/invitations`, {
    body: { freelancerId: inviteeId },
    cookie: manager.cookie,
  });
  expect(invited.status, await invited.clone().text()).toBe(201);
  return id;
}

const answer = (projectId: string, status: string, cookie = invitee.cookie) =>
  h.request(`/api/my-invitations/${projectId}`, { method: "PATCH", body: { status }, cookie });

const teamStatus = async (projectId: string) => {
  const { team } = await (
    await h.request(`/api/projects/${projectId}/team`, { cookie: manager.cookie })
  ).json();
  return team.find((m: { freelancerId: string }) => m.freelancerId === inviteeId)?.status;
};

beforeAll(async () => {
  h = await createHarness();
  owner = await h.userWithSession("client");
  manager = await h.userWithSession("manager");
  admin = await h.userWithSession("administrator");
  invitee = await h.userWithSession("freelancer");
  outsider = await h.userWithSession("freelancer");
  await h.database.db
    .update(profiles)
    .set({ subscriptionType: "enterprise" })
    .where(eq(profiles.id, owner.id));
  inviteeId = await createFreelancer(h.database.db, invitee.id, seed);
  await createFreelancer(h.database.db, outsider.id, seed);
});
afterAll(() => h.close());

describe("invitation answers (issue 19 item 17)", () => {
  it("lists the invitee's invitation in My Work, and nobody else's", async () => {
    const projectId = await invitedProject("Bakery website");
    const mine = await (await h.request("/api/my-invitations", { cookie: invitee.cookie })).json();
    expect(mine.invitations).toContainEqual(
      expect.objectContaining({
        projectId,
        projectTitle: "Bakery website",
        status: "invited",
        hourlyRate: 7000,
      }),
    );
    const theirs = await (await h.request("/api/my-invitations", { cookie: outsider.cookie })).json();
    expect(theirs.invitations).toEqual([]);
    expect((await h.request("/api/my-invitations", { cookie: manager.cookie })).status).toBe(403);
  });

  it("lets the invitee accept: status accepted, audited, staff notified and shown Accepted on the team", async () => {
    const projectId = await invitedProject("Bakery accept");
    const response = await answer(projectId, "accepted");
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ projectId, status: "accepted" });
    expect(await teamStatus(projectId)).toBe("accepted");
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, projectId), eq(auditLog.action, "project.invitation_answer")));
    expect(entry).toMatchObject({
      actorId: invitee.id,
      after: { status: "accepted", freelancerId: inviteeId },
    });
    const sent = await h.database.db
      .select({ userId: notifications.userId, title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, "invitation"),
          eq(notifications.link, `/project/${projectId}`),
          inArray(notifications.userId, [manager.id, admin.id, owner.id]),
        ),
      );
    expect(sent.map((n) => n.userId).sort()).toEqual([manager.id, admin.id].sort());
    expect(sent[0].title).toContain("accepted the invitation to Bakery accept");
  });

  it("lets the invitee decline, and staff see Declined on the team", async () => {
    const projectId = await invitedProject("Bakery decline");
    const response = await answer(projectId, "declined");
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await teamStatus(projectId)).toBe("declined");
    const mine = await (await h.request("/api/my-invitations", { cookie: invitee.cookie })).json();
    expect(mine.invitations).toContainEqual(expect.objectContaining({ projectId, status: "declined" }));
  });

  it("refuses an answer from anyone but the invitee, and leaves the invitation open", async () => {
    const projectId = await invitedProject("Bakery wrong actor");
    const other = await answer(projectId, "accepted", outsider.cookie);
    expect(other.status).toBe(404);
    expect((await other.json()).error.code).toBe("not_found");
    for (const cookie of [manager.cookie, admin.cookie, owner.cookie]) {
      const refused = await answer(projectId, "declined", cookie);
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.code).toBe("forbidden");
    }
    expect(await teamStatus(projectId)).toBe("invited");
  });

  it("refuses a second answer with 409 and keeps the first", async () => {
    const projectId = await invitedProject("Bakery twice");
    expect((await answer(projectId, "accepted")).status).toBe(200);
    const again = await answer(projectId, "declined");
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe("This invitation has already been answered.");
    expect(await teamStatus(projectId)).toBe("accepted");
  });

  it("refuses an answer that is not accepted or declined", async () => {
    const projectId = await invitedProject("Bakery bad answer");
    const bad = await answer(projectId, "active");
    expect(bad.status).toBe(400);
    expect(await teamStatus(projectId)).toBe("invited");
  });
});
