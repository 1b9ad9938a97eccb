import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ATTACHMENT_BYTES } from "@/domain/attachments/attachments";
import { createHarness, type Harness } from "../../../../test/api-harness";
import { cfbBytes, docxBytes, ELF, pdfBytes } from "../../../../test/documents";
import { auditLog, projectAttachments, projects } from "../../db/schema";
import { createFreelancer } from "../../db/seed/factories";

let h: Harness;
let client: { id: string; cookie: string };

const brief = {
  title: "Company website",
  description: "A five page responsive website for our bakery with a contact form and a gallery.",
};

async function upload(name: string, bytes: Uint8Array, cookie = client.cookie, projectId?: string) {
  const form = new FormData();
  form.append("file", new File([bytes.slice()], name));
  if (projectId) form.append("projectId", projectId);
  return h.app.request("/api/attachments", {
    method: "POST",
    body: form,
    headers: { origin: "http://localhost:3000", cookie },
  });
}

beforeAll(async () => {
  h = await createHarness();
  client = await h.userWithSession("client");
});
afterAll(() => h.close());

describe("POST /api/attachments (spec 2 §5)", () => {
  it("accepts a valid docx and keeps its text for the analysis", async () => {
    const response = await upload("scope.docx", await docxBytes("We also need a booking calendar."));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ fileName: "scope.docx", projectId: null });
    expect(body.text).toBeUndefined();
    const [row] = await h.database.db
      .select()
      .from(projectAttachments)
      .where(eq(projectAttachments.id, body.id));
    expect(row.extractedText).toContain("booking calendar");
  });

  it("extracts a pdf's text and returns a txt file's text for the requirements", async () => {
    const pdf = await (await upload("brand.pdf", await pdfBytes("Brand colours are teal and cream."))).json();
    const [row] = await h.database.db
      .select()
      .from(projectAttachments)
      .where(eq(projectAttachments.id, pdf.id));
    expect(row.extractedText).toContain("teal and cream");
    const txt = await (
      await upload("notes.txt", new TextEncoder().encode("Pages: home, menu, contact\n"))
    ).json();
    expect(txt.text).toBe("Pages: home, menu, contact");
  });

  it("refuses a renamed executable by its content, and other types by name, with the spec's text", async () => {
    const renamed = await upload("brief.pdf", ELF);
    expect(renamed.status).toBe(415);
    expect((await renamed.json()).error.message).toBe(
      "Invalid file type: brief.pdf. Please upload valid documents (txt, doc, docx, xlsx, pdf, rtf).",
    );
    expect((await upload("notes.txt", ELF)).status).toBe(415);
    expect((await upload("setup.exe", new TextEncoder().encode("hello"))).status).toBe(415);
    // A real docx renamed to .pdf is refused too: the extension must agree with the content.
    expect((await upload("scope.pdf", await docxBytes("x"))).status).toBe(415);
  });

  it("tells a Word or Excel 97 file from another CFB container such as an installer", async () => {
    expect((await upload("old.doc", cfbBytes("WordDocument"))).status).toBe(201);
    expect((await upload("old.xls", cfbBytes("Workbook"))).status).toBe(201);
    const installer = cfbBytes("\u0005SummaryInformation", "Binary.Icon");
    expect((await upload("setup.doc", installer)).status).toBe(415);
    expect((await upload("setup.xls", installer)).status).toBe(415);
    expect((await upload("old.xls", cfbBytes("WordDocument"))).status).toBe(415);
    // A Windows executable (MZ/PE header) renamed to .doc.
    const pe = new Uint8Array(256);
    pe.set([0x4d, 0x5a]);
    expect((await upload("report.doc", pe)).status).toBe(415);
  });

  it("refuses a file over 10 MB with 413", async () => {
    const response = await upload("big.txt", new Uint8Array(MAX_ATTACHMENT_BYTES + 1).fill(65));
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toContain("Maximum size is 10MB");
  });

  it("lets only clients stage files", async () => {
    const manager = await h.userWithSession("manager");
    expect((await upload("notes.txt", new TextEncoder().encode("hi"), manager.cookie)).status).toBe(403);
  });
});

describe("attachments through analysis, submit, download and delete", () => {
  it("feeds the documents to the analysis and links staged files on submit", async () => {
    const scope = await (
      await upload("scope.docx", await docxBytes("Write twelve SEO blog articles about sourdough baking."))
    ).json();
    const analyzed = await (
      await h.request("/api/projects/analyze", {
        body: { title: "Bakery content", description: "Help with our bakery.", attachmentIds: [scope.id] },
        cookie: client.cookie,
      })
    ).json();
    // Title and description alone say little; the attached document makes this a content project.
    expect(analyzed.analysis.projectType).toBe("content_creation");

    const created = await h.submitProject(client.cookie, brief, { attachmentIds: [scope.id] });
    const { id } = await created.json();
    const [row] = await h.database.db
      .select()
      .from(projectAttachments)
      .where(eq(projectAttachments.id, scope.id));
    expect(row.projectId).toBe(id);
    const list = await (await h.request(`/api/projects/${id}/attachments`, { cookie: client.cookie })).json();
    expect(list.attachments.map((a: { fileName: string }) => a.fileName)).toEqual(["scope.docx"]);
  });

  it("downloads the exact bytes for the owner and staff, 404 for anyone else", async () => {
    const bytes = await docxBytes("Download me");
    const { id: projectId } = await (await h.submitProject(client.cookie, brief)).json();
    const { id } = await (await upload("d.docx", bytes, client.cookie, projectId)).json();
    const response = await h.request(`/api/attachments/${id}/download`, { cookie: client.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain('filename="d.docx"');
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    const manager = await h.userWithSession("manager");
    expect((await h.request(`/api/attachments/${id}/download`, { cookie: manager.cookie })).status).toBe(200);
    const other = await h.userWithSession("client");
    expect((await h.request(`/api/attachments/${id}/download`, { cookie: other.cookie })).status).toBe(404);
    const freelancer = await h.userWithSession("freelancer");
    expect((await h.request(`/api/attachments/${id}/download`, { cookie: freelancer.cookie })).status).toBe(
      404,
    );
  });

  it("serves a project's files to freelancers on its team only, not to one browsing it (issue 19 item 10)", async () => {
    const { id: projectId } = await (await h.submitProject(client.cookie, brief)).json();
    const { id } = await (
      await upload("budget.txt", new TextEncoder().encode("Budget: 2 lakh"), client.cookie, projectId)
    ).json();
    const admin = await h.userWithSession("administrator");
    const enabled = await h.request(`/api/projects/${projectId}/draft`, {
      method: "PUT",
      body: { enabledForFreelancer: true, freelancerBudget: 4_000_000 },
      cookie: admin.cookie,
    });
    expect(enabled.status, await enabled.clone().text()).toBe(200);
    const freelancer = await h.userWithSession("freelancer");
    const freelancerId = await createFreelancer(h.database.db, freelancer.id, {
      title: "Web developer",
      hourlyRate: 60_000,
      experienceYears: 4,
      rating: 4.5,
      successRate: 90,
      completedProjects: 3,
      skills: [{ name: "React", proficiency: "expert" }],
    });
    const files = () => h.request(`/api/projects/${projectId}/attachments`, { cookie: freelancer.cookie });
    const download = () => h.request(`/api/attachments/${id}/download`, { cookie: freelancer.cookie });
    // The project is enabled for freelancers: this one may browse it, but its files are the team's.
    expect((await h.request(`/api/projects/${projectId}`, { cookie: freelancer.cookie })).status).toBe(200);
    expect((await download()).status).toBe(404);
    expect((await files()).status).toBe(404);

    const invited = await h.request(`/api/projects/${projectId}/invitations`, {
      body: { freelancerId },
      cookie: admin.cookie,
    });
    expect(invited.status, await invited.clone().text()).toBe(201);
    const response = await download();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("Budget: 2 lakh");
    expect((await (await files()).json()).attachments.map((a: { id: string }) => a.id)).toEqual([id]);
  });

  it("deletes a project's file for the owner while editable (audited), not once accepted", async () => {
    const { id: projectId } = await (await h.submitProject(client.cookie, brief)).json();
    const first = await (
      await upload("a.txt", new TextEncoder().encode("a"), client.cookie, projectId)
    ).json();
    const second = await (
      await upload("b.txt", new TextEncoder().encode("b"), client.cookie, projectId)
    ).json();
    const removed = await h.request(`/api/attachments/${first.id}`, {
      method: "DELETE",
      cookie: client.cookie,
    });
    expect(removed.status).toBe(200);
    expect((await h.request(`/api/attachments/${first.id}/download`, { cookie: client.cookie })).status).toBe(
      404,
    );
    const actions = (await h.database.db.select().from(auditLog).where(eq(auditLog.entityId, projectId))).map(
      (a) => a.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["attachment.add", "attachment.delete"]));

    await h.database.db.update(projects).set({ statusCode: "ACCEPTED" }).where(eq(projects.id, projectId));
    const late = await h.request(`/api/attachments/${second.id}`, {
      method: "DELETE",
      cookie: client.cookie,
    });
    expect(late.status).toBe(409);
    await h.database.db.update(projects).set({ statusCode: "REQUESTED" }).where(eq(projects.id, projectId));
  });
});
