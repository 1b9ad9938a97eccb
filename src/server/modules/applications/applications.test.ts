import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, ORIGIN } from "../../../../test/api-harness";
import { ELF, pdfBytes } from "../../../../test/documents";
import { auditLog, freelancerSkills, freelancers, notifications, profiles } from "../../db/schema";
import { completeInterview, interviewSubject } from "./interview";

type Session = { id: string; cookie: string };
let h: Harness;
let manager: Session;

beforeAll(async () => {
  h = await createHarness();
  manager = await h.userWithSession("manager");
});
afterAll(() => h.close());

const FORM = {
  resumeUrl: "https://example.in/asha-resume.pdf",
  githubUrl: "https://github.com/asha",
  skills: "React, Node.js, PostgreSQL, react",
  experienceYears: "4",
  bio: "Full-stack developer building web apps for small businesses in Kerala since 2021.",
};

/** Sends the application form as the browser does (multipart), optionally with a résumé file. */
function send(
  session: Session,
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array },
  target = { method: "POST", path: "/api/applications" },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append("resumeFile", new File([file.bytes.slice()], file.name));
  return h.app.request(target.path, {
    method: target.method,
    body: form,
    headers: { origin: ORIGIN, cookie: session.cookie },
  });
}

const review = (id: string, body: Record<string, unknown>, session = manager) =>
  h.request(`/api/applications/${id}/review`, { body, cookie: session.cookie });

describe("applying (spec 3 §2, §4, §5)", () => {
  it("stores the form, evaluates it with the built-in rule and shows it in the applicant's history", async () => {
    const client = await h.userWithSession("client");
    const response = await send(client, FORM);
    expect(response.status, await response.clone().text()).toBe(201);
    const application = await response.json();
    expect(application).toMatchObject({
      status: "pending",
      skills: ["React", "Node.js", "PostgreSQL"],
      experienceYears: 4,
      aiRecommendation: "approved",
      hasResumeFile: false,
    });
    expect(application.aiSummary).toContain("3 skills (React, Node.js, PostgreSQL), 4 years of experience.");
    expect(application.aiAnalyzedAt).not.toBeNull();
    const mine = await (await h.request("/api/applications/mine", { cookie: client.cookie })).json();
    expect(mine.applications.map((a: { id: string }) => a.id)).toEqual([application.id]);
    // One open application at a time.
    expect((await send(client, FORM)).status).toBe(409);
  });

  it("needs a résumé link or file, and checks the file by its content", async () => {
    const client = await h.userWithSession("client");
    const { resumeUrl: _, ...withoutResume } = FORM;
    const missing = await send(client, withoutResume);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toBe(
      "Please provide either a resume URL or upload a resume file.",
    );
    const renamed = await send(client, withoutResume, { name: "resume.pdf", bytes: ELF });
    expect(renamed.status).toBe(415);
    expect((await renamed.json()).error.message).toBe("Please upload a PDF or Word document");
    const sheet = await send(client, withoutResume, {
      name: "resume.txt",
      bytes: new TextEncoder().encode("hi"),
    });
    expect((await sheet.json()).error.message).toBe("Please upload a PDF or Word document");

    const pdf = await pdfBytes("Asha Nair. Senior React developer; PostgreSQL and Node.js for five years.");
    const uploaded = await send(client, withoutResume, { name: "Asha CV.pdf", bytes: pdf });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const application = await uploaded.json();
    expect(application.hasResumeFile).toBe(true);
    expect(application.aiSummary).toContain("it mentions React, Node.js, PostgreSQL");
    const file = await h.request(`/api/applications/${application.id}/resume`, { cookie: client.cookie });
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
    const stranger = await h.userWithSession("client");
    expect(
      (await h.request(`/api/applications/${application.id}/resume`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    expect(
      (await h.request(`/api/applications/${application.id}/resume`, { cookie: manager.cookie })).status,
    ).toBe(200);
  });

  it("rejects bad fields with the schema's messages", async () => {
    const client = await h.userWithSession("client");
    const response = await send(client, {
      ...FORM,
      experienceYears: "-1",
      githubUrl: "github.com/asha",
      bio: " ",
    });
    expect(response.status).toBe(400);
    const details: { path: string }[] = (await response.json()).error.details;
    expect(details.map((d) => d.path).sort()).toEqual(["bio", "experienceYears", "githubUrl"]);
  });

  it("takes only https links, not javascript: or http: (issue 19 item 7)", async () => {
    const client = await h.userWithSession("client");
    const response = await send(client, {
      ...FORM,
      portfolioUrl: "javascript:alert(1)",
      linkedinUrl: "http://linkedin.com/in/asha",
    });
    expect(response.status).toBe(400);
    const details: { path: string }[] = (await response.json()).error.details;
    expect(details.map((d) => d.path).sort()).toEqual(["linkedinUrl", "portfolioUrl"]);
  });

  it("lets a pending application be edited, evaluated again, but not by someone else or after review", async () => {
    const client = await h.userWithSession("client");
    const application = await (await send(client, FORM)).json();
    const put = { method: "PUT", path: `/api/applications/${application.id}` };
    const edited = await send(
      client,
      { ...FORM, skills: "React", experienceYears: "1", bio: "Short" },
      undefined,
      put,
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await edited.json()).toMatchObject({ skills: ["React"], aiRecommendation: "rejected" });
    const other = await h.userWithSession("client");
    expect((await send(other, FORM, undefined, put)).status).toBe(404);
    await review(application.id, { decision: "needs_interview" });
    expect((await send(client, FORM, undefined, put)).status).toBe(409);
  });
});

describe("the review queue (spec 3 §2, §4)", () => {
  it("approves: the applicant becomes a freelancer with the application's skills, audited and notified", async () => {
    const client = await h.userWithSession("client");
    const application = await (await send(client, FORM)).json();
    const queue = await (await h.request("/api/applications?tab=pending", { cookie: manager.cookie })).json();
    expect(queue.applications.map((a: { id: string }) => a.id)).toContain(application.id);
    expect(queue.counts.pending).toBeGreaterThanOrEqual(1);
    expect(queue.counts.all).toBe(queue.counts.pending + queue.counts.approved + queue.counts.rejected);

    const approved = await review(application.id, { decision: "approve" });
    expect(approved.status, await approved.clone().text()).toBe(200);
    expect(await approved.json()).toMatchObject({ status: "approved", reviewedAt: expect.any(String) });
    const [profile] = await h.database.db.select().from(profiles).where(eq(profiles.id, client.id));
    expect(profile.role).toBe("freelancer");
    const [freelancer] = await h.database.db
      .select()
      .from(freelancers)
      .where(eq(freelancers.userId, client.id));
    expect(freelancer).toMatchObject({ experienceYears: 4, title: "Freelancer" });
    const skills = await h.database.db
      .select()
      .from(freelancerSkills)
      .where(eq(freelancerSkills.freelancerId, freelancer.id));
    expect(skills.map((s) => [s.skillName, s.proficiency]).sort()).toEqual([
      ["Node.js", "advanced"],
      ["PostgreSQL", "advanced"],
      ["React", "advanced"],
    ]);
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, application.id));
    expect(audits.map((a) => a.action).sort()).toEqual(["application.approve", "application.submit"]);
    const [notice] = await h.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, client.id));
    expect(notice).toMatchObject({ kind: "application", title: "Your freelancer application was approved" });
    // The new role applies on the next request: the freelancer's own views open, applying again does not.
    expect((await h.request("/api/interests", { cookie: client.cookie })).status).toBe(200);
    expect((await send(client, FORM)).status).toBe(403);
    expect((await review(application.id, { decision: "reject", reason: "late" })).status).toBe(409);
  });

  it("rejects only with a reason, and the applicant may apply again", async () => {
    const client = await h.userWithSession("client");
    const application = await (await send(client, FORM)).json();
    expect((await review(application.id, { decision: "reject", reason: "  " })).status).toBe(400);
    const rejected = await (
      await review(application.id, { decision: "reject", reason: "Portfolio link is broken." })
    ).json();
    expect(rejected).toMatchObject({ status: "rejected", rejectionReason: "Portfolio link is broken." });
    expect((await send(client, FORM)).status).toBe(201);
    const mine = await (await h.request("/api/applications/mine", { cookie: client.cookie })).json();
    expect(mine.applications.map((a: { status: string }) => a.status)).toEqual(["pending", "rejected"]);
  });

  it("is for staff only", async () => {
    const client = await h.userWithSession("client");
    const application = await (await send(client, FORM)).json();
    expect((await h.request("/api/applications", { cookie: client.cookie })).status).toBe(403);
    expect((await review(application.id, { decision: "approve" }, client)).status).toBe(403);
    const freelancer = await h.userWithSession("freelancer");
    expect((await send(freelancer, FORM)).status).toBe(403);
  });
});

describe("the voice interview's start and save (spec 3 §4)", () => {
  it("issues a token only for one's own application waiting for its interview, and saves the transcript once", async () => {
    const client = await h.userWithSession("client");
    const application = await (await send(client, FORM)).json();
    const start = () =>
      h.request(`/api/applications/${application.id}/interview`, { method: "POST", cookie: client.cookie });
    const early = await start();
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe("This application is not scheduled for interview");
    await review(application.id, { decision: "needs_interview" });
    const other = await h.userWithSession("client");
    const foreign = await h.request(`/api/applications/${application.id}/interview`, {
      method: "POST",
      cookie: other.cookie,
    });
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.message).toBe("Application not found");

    const { token } = await (await start()).json();
    const subject = await interviewSubject(h.deps, token);
    expect(subject).toMatchObject({
      applicationId: application.id,
      userId: client.id,
      skills: ["React", "Node.js", "PostgreSQL"],
    });
    expect(await interviewSubject(h.deps, `${token}x`)).toBeNull();

    const lines = [
      { role: "assistant" as const, text: "Tell me about a React project." },
      { role: "user" as const, text: "A bakery shop with online orders." },
    ];
    expect(await completeInterview(h.deps, { applicationId: application.id, userId: client.id }, lines)).toBe(
      true,
    );
    expect(await completeInterview(h.deps, { applicationId: application.id, userId: client.id }, [])).toBe(
      false,
    );
    const [saved] = (await (await h.request("/api/applications/mine", { cookie: client.cookie })).json())
      .applications;
    expect(saved).toMatchObject({
      status: "pending",
      interviewCompleted: true,
      interviewTranscript:
        "ASSISTANT: Tell me about a React project.\n\nUSER: A bakery shop with online orders.",
    });
    expect(await interviewSubject(h.deps, token)).toBeNull();
    const again = await start();
    expect((await again.json()).error.message).toBe("You have already completed this interview");
  });
});
