import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { freelancerWithHistory, projectWith } from "../../../../test/freelancers-test-kit";
import { auditLog, freelancerReviews } from "../../db/schema";

let h: Harness;
let client: { id: string; cookie: string };
let otherClient: { cookie: string };
let manager: { cookie: string };
let admin: { cookie: string };
// Ada's history: [5, 4, 4, 3] = 4.0 stars, 3 of 4 projects a success. Ben's: 4.1 stars over 10.
let ada: { id: string; cookie: string; freelancerId: string };
let ben: { id: string; cookie: string; freelancerId: string };
let projectId: string;

const SKILL = "Kolam Illustration";

const rate = (body: object, cookie = client.cookie, id = projectId) =>
  h.request(`/api/projects/${id}/reviews`, { body, cookie });
const review = (rating = 5) => ({ freelancerId: ada.freelancerId, rating, comment: "On time and careful." });
const setStatus = (id: string, statusCode: string) =>
  h.request(`/api/projects/${id}/status`, { body: { statusCode }, cookie: admin.cookie });
const figures = async (freelancerId: string) => {
  const profile = await (
    await h.request(`/api/freelancers/${freelancerId}`, { cookie: manager.cookie })
  ).json();
  return {
    rating: profile.rating,
    completedProjects: profile.completedProjects,
    successRate: profile.successRate,
  };
};
/** The ids of the directory's cards with this test's skill, in the directory's order. */
const directoryOrder = async () => {
  const page = await (
    await h.request(`/api/freelancers?skill=${encodeURIComponent(SKILL)}`, { cookie: manager.cookie })
  ).json();
  return page.items.map((card: { id: string }) => card.id);
};

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
  otherClient = await h.userWithSession("client");
  manager = await h.userWithSession("manager");
  admin = await h.userWithSession("administrator");
  const skills = [{ name: SKILL, proficiency: "expert" as const }];
  ada = await freelancerWithHistory(h, { completedProjects: 4, rating: 4, successRate: 75 }, { skills });
  ben = await freelancerWithHistory(h, { completedProjects: 10, rating: 4.1, successRate: 90 }, { skills });
  projectId = await projectWith(h, client.cookie, [ada.freelancerId]);
});
afterAll(() => h.close());

describe("reviews of freelancers (issue 7 item 6)", () => {
  it("refuses a review before the project is completed", async () => {
    const response = await rate(review());
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(
      "Freelancers can be rated once the project is completed.",
    );
    const list = await (
      await h.request(`/api/projects/${projectId}/reviews`, { cookie: client.cookie })
    ).json();
    expect(list).toMatchObject({ reviewable: false, canReview: false });
  });

  it("counts the completion in the team's completed projects and success rate", async () => {
    expect(await figures(ada.freelancerId)).toEqual({ rating: 4, completedProjects: 4, successRate: 75 });
    expect((await setStatus(projectId, "COMPLETED")).status).toBe(200);
    // Five projects, one rated below 4 stars: 80%. The rating waits for the client's review.
    expect(await figures(ada.freelancerId)).toEqual({ rating: 4, completedProjects: 5, successRate: 80 });
  });

  it("refuses bad ratings and comments with 400", async () => {
    for (const rating of [0, 6, 4.5]) expect((await rate(review(rating))).status).toBe(400);
    expect((await rate({ ...review(), comment: "   " })).status).toBe(400);
    expect((await rate({ rating: 5, comment: "Good" })).status).toBe(400);
  });

  it("refuses other clients (404), freelancers and staff (403), and freelancers not on the project (400)", async () => {
    expect((await rate(review(), otherClient.cookie)).status).toBe(404);
    expect((await rate(review(), ada.cookie)).status).toBe(403);
    expect((await rate(review(), manager.cookie)).status).toBe(403);
    const notOnProject = await rate({ ...review(), freelancerId: ben.freelancerId });
    expect(notOnProject.status).toBe(400);
    expect((await notOnProject.json()).error.message).toBe("This freelancer is not on this project.");
  });

  it("lets the client rate once; the figures and the directory order follow in the same transaction", async () => {
    // Ben's 4.1 stars lead Ada's 4.0 until Ada's review.
    expect(await directoryOrder()).toEqual([ben.freelancerId, ada.freelancerId]);

    const response = await rate(review(5));
    expect(response.status).toBe(201);
    const created = await response.json();
    // [5, 4, 4, 3] + 5 = 21 stars over 5 reviews.
    expect(created.stats).toEqual({ rating: 4.2, completedProjects: 5, successRate: 80 });
    expect(await figures(ada.freelancerId)).toEqual(created.stats);
    expect(await directoryOrder()).toEqual([ada.freelancerId, ben.freelancerId]);

    const [row] = await h.database.db
      .select()
      .from(freelancerReviews)
      .where(eq(freelancerReviews.id, created.id));
    expect(row).toMatchObject({
      projectId,
      reviewerId: client.id,
      rating: 5,
      comment: "On time and careful.",
    });
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audits.map((a) => a.action)).toEqual(["freelancer.review"]);

    const again = await rate(review(1));
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(
      "You have already rated this freelancer on this project.",
    );
    expect((await figures(ada.freelancerId)).rating).toBe(4.2);
  });

  it("shows the review on the project and on the public profile", async () => {
    const list = await (
      await h.request(`/api/projects/${projectId}/reviews`, { cookie: client.cookie })
    ).json();
    expect(list.reviewable).toBe(true);
    expect(list.canReview).toBe(true);
    expect(list.freelancers).toEqual([
      expect.objectContaining({
        freelancerId: ada.freelancerId,
        review: expect.objectContaining({ rating: 5, comment: "On time and careful." }),
      }),
    ]);
    const asManager = await (
      await h.request(`/api/projects/${projectId}/reviews`, { cookie: manager.cookie })
    ).json();
    expect(asManager.canReview).toBe(false);
    const profile = await (
      await h.request(`/api/freelancers/${ada.freelancerId}`, { cookie: ada.cookie })
    ).json();
    expect(profile.importedReviewCount).toBe(4);
    expect(profile.reviews).toEqual([
      expect.objectContaining({
        projectId,
        projectTitle: "Bakery website",
        reviewerName: expect.stringMatching(/^Test client/),
        rating: 5,
        comment: "On time and careful.",
      }),
    ]);
  });

  it("takes a completion back when the project leaves COMPLETED", async () => {
    expect((await setStatus(projectId, "IN_PROGRESS")).status).toBe(200);
    // The review stays; four completed projects with one poor rating: 75%.
    expect(await figures(ada.freelancerId)).toEqual({ rating: 4.2, completedProjects: 4, successRate: 75 });
    expect((await rate({ ...review(), freelancerId: ada.freelancerId })).status).toBe(409);
  });
});
