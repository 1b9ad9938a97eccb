import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../test/api-harness";
import { freelancerWithHistory } from "../../../test/freelancers-test-kit";

/**
 * The team rule (spec 2 §6, spec 3 §2; issue 19 item 17): a freelancer who declined an invitation is not on
 * the project's team — no project, thread, files or team place through the invitation — while one who
 * accepted is, and staff still read the answer on Team Members.
 */

type Session = { id: string; cookie: string };
let h: Harness;
let owner: Session;
let manager: Session;
let decliner: Session;
let accepter: Session;
let declinerId: string;
let accepterId: string;
let projectId: string;
let attachmentId: string;

const get = (path: string, cookie: string) => h.request(path, { cookie });

beforeAll(async () => {
  h = await createHarness();
  owner = await h.userWithSession("client");
  manager = await h.userWithSession("manager");
  const history = { completedProjects: 5, rating: 4.5, successRate: 90 };
  ({ freelancerId: declinerId, ...decliner } = await freelancerWithHistory(h, history));
  ({ freelancerId: accepterId, ...accepter } = await freelancerWithHistory(h, history));
  const created = await h.submitProject(owner.cookie, {
    title: "Bakery website",
    description: "A five page responsive website for our bakery with a contact form and a gallery.",
  });
  expect(created.status, await created.clone().text()).toBe(201);
  projectId = (await created.json()).id;
  const form = new FormData();
  form.append("file", new File(["Budget: 2 lakh"], "budget.txt"));
  form.append("projectId", projectId);
  const uploaded = await h.request("/api/attachments", { body: form, cookie: owner.cookie });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  attachmentId = (await uploaded.json()).id;
  const sent = new FormData();
  sent.append("content", "The budget is in the attached file.");
  expect(
    (await h.request(`/api/projects/${projectId}/messages`, { body: sent, cookie: owner.cookie })).status,
  ).toBe(201);
  for (const freelancerId of [declinerId, accepterId]) {
    const invited = await h.request(`/api/projects/${projectId}/invitations`, {
      body: { freelancerId },
      cookie: manager.cookie,
    });
    expect(invited.status, await invited.clone().text()).toBe(201);
  }
  for (const [who, status] of [
    [decliner, "declined"],
    [accepter, "accepted"],
  ] as const) {
    const answered = await h.request(`/api/my-invitations/${projectId}`, {
      method: "PATCH",
      body: { status },
      cookie: who.cookie,
    });
    expect(answered.status, await answered.clone().text()).toBe(200);
  }
});
afterAll(() => h.close());

describe("a freelancer who declined an invitation is not on the team (issue 19 item 17)", () => {
  it("cannot open the project, its thread or its files; the one who accepted can", async () => {
    const paths = [
      `/api/projects/${projectId}`,
      `/api/projects/${projectId}/messages`,
      `/api/projects/${projectId}/attachments`,
      `/api/attachments/${attachmentId}/download`,
      `/api/projects/${projectId}/team`,
    ];
    for (const path of paths) {
      const allowed = await get(path, accepter.cookie);
      expect(allowed.status, `accepted: ${path} ${await allowed.clone().text()}`).toBe(200);
      const refused = await get(path, decliner.cookie);
      expect(refused.status, `declined: ${path}`).toBe(404);
    }
  });

  it("does not list the project among the decliner's conversations", async () => {
    const ids = async (cookie: string) =>
      (
        (await (await get("/api/messages/conversations", cookie)).json()).conversations as {
          projectId: string;
        }[]
      ).map((c) => c.projectId);
    expect(await ids(accepter.cookie)).toContain(projectId);
    expect(await ids(decliner.cookie)).not.toContain(projectId);
  });

  it("leaves the decliner off the client's team list and freelancer pages; staff see the answer", async () => {
    const team = async (cookie: string) =>
      (
        (await (await get(`/api/projects/${projectId}/team`, cookie)).json()).team as {
          freelancerId: string;
          status: string;
        }[]
      ).map((m) => `${m.freelancerId}:${m.status}`);
    expect(await team(owner.cookie)).toEqual([`${accepterId}:accepted`]);
    expect((await team(manager.cookie)).sort()).toEqual(
      [`${accepterId}:accepted`, `${declinerId}:declined`].sort(),
    );
    // A client opens the profiles of freelancers on their projects' teams only.
    expect((await get(`/api/freelancers/${accepterId}`, owner.cookie)).status).toBe(200);
    expect((await get(`/api/freelancers/${declinerId}`, owner.cookie)).status).toBe(404);
    // The decliner's own profile does not show the project as a current assignment.
    const mine = await (await get(`/api/freelancers/${declinerId}`, manager.cookie)).json();
    expect(JSON.stringify(mine)).not.toContain(projectId);
  });
});
