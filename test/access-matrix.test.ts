import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  discountCoupons,
  disputeEvidence,
  disputes,
  freelancerPayments,
  projectPayments,
  projects,
  projectTasks,
  sandboxOrders,
} from "../src/server/db/schema";
import { createFreelancer, createUser } from "../src/server/db/seed/factories";
import { createHarness, type Harness } from "./api-harness";
import { pdfBytes } from "./documents";

/**
 * The access matrix (DESIGN §4, CONVENTIONS): every API route x every kind of actor, with the status each
 * must get. A route missing here fails the coverage test below, so every new route has to join the table.
 */
type ActorKey = "anonymous" | "owner" | "otherClient" | "freelancer" | "manager" | "administrator";
type Expected = Record<ActorKey, number>;

interface Ctx {
  projectId: string;
  brief: { title: string; description: string };
  signedAnalysis: Record<Exclude<ActorKey, "anonymous">, unknown>;
  /** Lifecycle routes: a second project of the owner to cancel, a task and two available freelancers. */
  lifecycle: { cancelProjectId: string; taskId: string; freelancerIds: [string, string] };
  /** Version and task routes: the project's version 1 and the id of its last task (deleted by the admin). */
  versions: { versionId: string; lastTaskId: string };
  /** A third project of the owner that the client's edit (PUT) rewrites. */
  editProjectId: string;
  /** A pending payout to the first lifecycle freelancer on the project. */
  payoutId: string;
  /** A successful project payment of the owner, which has a receipt. */
  receiptPaymentId: string;
  /** A coupon to toggle and read the usage of, and one the administrator deletes. */
  coupons: { id: string; deletableId: string };
  /** A message with an attachment on the project, by the owner (delete: only the owner may). */
  messageAttachmentId: string;
  /** An issue of the project, and a change request per staff actor to review. */
  issueId: string;
  changeRequests: Record<ActorKey, string>;
  /** An attachment of the project to download, and one per actor to delete. */
  attachments: { download: string; deletable: Record<ActorKey, string> };
  /** The owner's pending freelancer application, with an uploaded résumé. */
  applicationId: string;
  /** My Work: a task assigned to the matrix freelancer; Task Mapping: a task of an active (STARTED) project. */
  work: { myTaskId: string; mappableTaskId: string };
  /**
   * Refunds (issue 20 items 1-2): a sandbox payment captured (milestone 1) with a refund of it, and a duplicate
   * capture flagged refundDue per actor (each staff actor refunds its own).
   */
  refunds: { paymentId: string; refundId: string; due: Record<ActorKey, string> };
  /**
   * Milestone disputes (issue 20 item 3), on the matrix project: an open dispute with an evidence file to
   * list and download, and an open dispute per staff actor to resolve.
   */
  disputes: { evidenceId: string; resolvable: Record<ActorKey, string> };
}

interface Case {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI path, e.g. /api/projects/{id}. */
  path: string;
  url: (ctx: Ctx, actor: ActorKey) => string;
  body?: (ctx: Ctx, actor: ActorKey) => unknown;
  expected: Expected;
}

const all = (status: number): Expected => ({
  anonymous: 401,
  owner: status,
  otherClient: status,
  freelancer: status,
  manager: status,
  administrator: status,
});

const profileBody = {
  fullName: "Matrix User",
  yearOfBirth: 1990,
  country: "India",
  profession: "Software Developer",
  currency: "INR",
};

/** A message with a small text file, as the multipart body of a send. */
function messageForm(text: string): FormData {
  const form = new FormData();
  form.append("content", text);
  form.append("files", new File(["Pages: home, menu"], "notes.txt"));
  return form;
}

/** A 1 x 1 PNG as the multipart body of a profile image upload. */
function imageForm(): FormData {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );
  const form = new FormData();
  form.append("file", new File([png], "me.png", { type: "image/png" }));
  return form;
}

/** The sandbox payment page's Pay answer, as a form body. */
function outcomeForm(): FormData {
  const form = new FormData();
  form.append("outcome", "pay");
  return form;
}

/** A dispute of payment `paymentId` with a small evidence file, as a multipart body. */
function disputeForm(paymentId: string): FormData {
  const form = new FormData();
  form.append("paymentId", paymentId);
  form.append("reason", "The milestone was not delivered.");
  form.append("files", new File(["Chat log"], "log.txt"));
  return form;
}

/** A small text file as the multipart body of an upload to `projectId`. */
/** A freelancer application form, with a PDF résumé when given. */
function applicationForm(resume?: Uint8Array): FormData {
  const form = new FormData();
  form.append("resumeUrl", "https://example.in/resume.pdf");
  form.append("skills", "React, Node.js, SQL");
  form.append("experienceYears", "3");
  form.append("bio", "Web developer for small businesses, building shops and booking sites since 2022.");
  if (resume) form.append("resumeFile", new File([resume.slice()], "resume.pdf"));
  return form;
}

function textFile(projectId: string): FormData {
  const form = new FormData();
  form.append("file", new File(["Pages: home, menu"], "notes.txt"));
  form.append("projectId", projectId);
  return form;
}

const CASES: Case[] = [
  { method: "GET", path: "/api/health", url: () => "/api/health", expected: { ...all(200), anonymous: 200 } },
  { method: "GET", path: "/api/config", url: () => "/api/config", expected: { ...all(200), anonymous: 200 } },
  {
    // Public: anyone may write to support (spec 1 §1); the per-IP limit is tested in contact.test.ts.
    method: "POST",
    path: "/api/contact",
    url: () => "/api/contact",
    body: (_ctx, actor) => ({
      name: "Matrix Visitor",
      email: "visitor@example.in",
      subject: `Hello from ${actor}`,
      message: "A question about how matching works.",
    }),
    expected: { ...all(202), anonymous: 202 },
  },
  { method: "GET", path: "/api/me", url: () => "/api/me", expected: all(200) },
  // The web app's session probe: signed out is a 200 with `user: null` (issue 19 item 20).
  {
    method: "GET",
    path: "/api/session",
    url: () => "/api/session",
    expected: { ...all(200), anonymous: 200 },
  },
  {
    method: "PUT",
    path: "/api/me/profile",
    url: () => "/api/me/profile",
    body: () => profileBody,
    expected: all(200),
  },
  {
    method: "POST",
    path: "/api/me/profile-image",
    url: () => "/api/me/profile-image",
    body: () => imageForm(),
    expected: all(200),
  },
  {
    // Public like the spec's profile-images bucket: no one is refused, an unknown user has no image.
    method: "GET",
    path: "/api/profile-images/{id}",
    url: () => `/api/profile-images/${randomUUID()}`,
    expected: { ...all(404), anonymous: 404 },
  },
  { method: "GET", path: "/api/dashboard", url: () => "/api/dashboard", expected: all(200) },
  {
    method: "POST",
    path: "/api/projects/analyze",
    url: () => "/api/projects/analyze",
    body: (ctx) => ctx.brief,
    expected: {
      anonymous: 401,
      owner: 200,
      otherClient: 200,
      freelancer: 403,
      manager: 200,
      administrator: 200,
    },
  },
  {
    method: "POST",
    path: "/api/projects",
    url: () => "/api/projects",
    body: (ctx, actor) => (actor === "anonymous" ? ctx.signedAnalysis.owner : ctx.signedAnalysis[actor]),
    expected: {
      anonymous: 401,
      owner: 201,
      otherClient: 201,
      freelancer: 403,
      manager: 403,
      administrator: 403,
    },
  },
  {
    method: "GET",
    path: "/api/projects",
    url: () => "/api/projects",
    expected: {
      anonymous: 401,
      owner: 200,
      otherClient: 200,
      freelancer: 403,
      manager: 200,
      administrator: 200,
    },
  },
  {
    method: "GET",
    path: "/api/projects/{id}",
    url: (ctx) => `/api/projects/${ctx.projectId}`,
    expected: {
      anonymous: 401,
      owner: 200,
      otherClient: 404,
      freelancer: 404,
      manager: 200,
      administrator: 200,
    },
  },
  {
    method: "GET",
    path: "/api/projects/{id}/matches",
    url: (ctx) => `/api/projects/${ctx.projectId}/matches`,
    expected: {
      anonymous: 401,
      owner: 403,
      otherClient: 403,
      freelancer: 403,
      manager: 200,
      administrator: 200,
    },
  },
  {
    method: "POST",
    path: "/api/projects/{id}/cancel",
    url: (ctx) => `/api/projects/${ctx.lifecycle.cancelProjectId}/cancel`,
    expected: { ...all(403), owner: 200, otherClient: 404 },
  },
  {
    method: "POST",
    path: "/api/projects/{id}/status",
    url: (ctx) => `/api/projects/${ctx.projectId}/status`,
    // Manager reviews; the administrator puts it back (any code), so the project stays unaccepted.
    body: (_ctx, actor) => ({ statusCode: actor === "administrator" ? "REQUESTED" : "UNDER_REVIEW" }),
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "POST",
    path: "/api/projects/{id}/invitations",
    url: (ctx) => `/api/projects/${ctx.projectId}/invitations`,
    body: (ctx, actor) => ({ freelancerId: ctx.lifecycle.freelancerIds[actor === "administrator" ? 1 : 0] }),
    expected: { ...all(403), manager: 201, administrator: 201 },
  },
  {
    method: "POST",
    path: "/api/tasks/{taskId}/assign",
    url: (ctx) => `/api/tasks/${ctx.lifecycle.taskId}/assign`,
    body: (ctx) => ({ freelancerId: ctx.lifecycle.freelancerIds[0] }),
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "GET",
    path: "/api/freelancers/available",
    url: () => "/api/freelancers/available",
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "GET",
    path: "/api/my-tasks",
    url: () => "/api/my-tasks",
    expected: { ...all(403), freelancer: 200 },
  },
  {
    method: "PATCH",
    path: "/api/my-tasks/{taskId}",
    url: (ctx) => `/api/my-tasks/${ctx.work.myTaskId}`,
    body: () => ({ actualHours: 2.5 }),
    expected: { ...all(403), freelancer: 200 },
  },
  // Invitations: the matrix freelancer has no freelancers row, so none to list and none to answer (404).
  {
    method: "GET",
    path: "/api/my-invitations",
    url: () => "/api/my-invitations",
    expected: { ...all(403), freelancer: 200 },
  },
  {
    method: "PATCH",
    path: "/api/my-invitations/{projectId}",
    url: (ctx) => `/api/my-invitations/${ctx.projectId}`,
    body: () => ({ status: "accepted" }),
    expected: { ...all(403), freelancer: 404 },
  },
  {
    method: "GET",
    path: "/api/task-mapping/tasks",
    url: () => "/api/task-mapping/tasks",
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "GET",
    path: "/api/task-mapping/tasks/{taskId}/candidates",
    url: (ctx) => `/api/task-mapping/tasks/${ctx.work.mappableTaskId}/candidates`,
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "GET",
    path: "/api/me/eligibility",
    url: () => "/api/me/eligibility",
    expected: { ...all(403), owner: 200, otherClient: 200 },
  },
  {
    method: "GET",
    path: "/api/projects/{id}/versions",
    url: (ctx) => `/api/projects/${ctx.projectId}/versions`,
    expected: { ...all(200), otherClient: 404, freelancer: 403 },
  },
  {
    method: "PUT",
    path: "/api/projects/{id}/draft",
    url: (ctx) => `/api/projects/${ctx.projectId}/draft`,
    body: () => ({ freelancerBudget: 30_000_00, reason: "matrix" }),
    expected: { ...all(403), administrator: 200 },
  },
  {
    method: "POST",
    path: "/api/projects/{id}/publish",
    url: (ctx) => `/api/projects/${ctx.projectId}/publish`,
    body: () => ({ changeReason: "matrix" }),
    // The manager publishes the administrator's draft; the administrator then finds no draft (409).
    expected: { ...all(403), manager: 200, administrator: 409 },
  },
  {
    method: "POST",
    path: "/api/projects/{id}/versions/{versionId}/tasks",
    url: (ctx) => `/api/projects/${ctx.projectId}/versions/${ctx.versions.versionId}/tasks`,
    body: () => ({
      task: { title: "Matrix task", estimatedHours: 1, estimatedBudget: 100_00 },
      reason: "matrix",
    }),
    expected: { ...all(403), administrator: 201 },
  },
  {
    method: "PATCH",
    path: "/api/tasks/{taskId}",
    url: (ctx) => `/api/tasks/${ctx.versions.lastTaskId}`,
    body: () => ({
      task: { title: "Matrix edit", estimatedHours: 1, estimatedBudget: 100_00 },
      reason: "matrix",
    }),
    expected: { ...all(403), administrator: 200 },
  },
  {
    method: "DELETE",
    path: "/api/tasks/{taskId}",
    url: (ctx) => `/api/tasks/${ctx.versions.lastTaskId}`,
    body: () => ({ reason: "matrix" }),
    expected: { ...all(403), administrator: 200 },
  },
  // Interests: the matrix freelancer has no freelancers row, so its writes get 409 (profile missing).
  {
    method: "GET",
    path: "/api/browse-projects",
    url: () => "/api/browse-projects",
    expected: { ...all(200), owner: 403, otherClient: 403 },
  },
  {
    method: "GET",
    path: "/api/interests",
    url: () => "/api/interests",
    expected: { ...all(403), freelancer: 200 },
  },
  {
    method: "GET",
    path: "/api/projects/{id}/interests",
    url: (ctx) => `/api/projects/${ctx.projectId}/interests`,
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "POST",
    path: "/api/projects/{id}/interests",
    url: (ctx) => `/api/projects/${ctx.projectId}/interests`,
    body: () => ({ notes: "matrix" }),
    expected: { ...all(403), freelancer: 409 },
  },
  {
    method: "DELETE",
    path: "/api/projects/{id}/interests",
    url: (ctx) => `/api/projects/${ctx.projectId}/interests`,
    expected: { ...all(403), freelancer: 409 },
  },
  {
    method: "PUT",
    path: "/api/projects/{id}",
    url: (ctx) => `/api/projects/${ctx.editProjectId}`,
    body: (ctx) => ctx.signedAnalysis.owner,
    expected: { ...all(403), owner: 200, otherClient: 404, freelancer: 404 },
  },
  {
    method: "GET",
    path: "/api/payouts",
    url: () => "/api/payouts",
    expected: { ...all(403), freelancer: 200 },
  },
  {
    method: "GET",
    path: "/api/projects/{id}/payouts",
    url: (ctx) => `/api/projects/${ctx.projectId}/payouts`,
    expected: { ...all(403), freelancer: 404, manager: 200, administrator: 200 },
  },
  {
    method: "POST",
    path: "/api/projects/{id}/payouts",
    url: (ctx) => `/api/projects/${ctx.projectId}/payouts`,
    body: (ctx) => ({
      freelancerId: ctx.lifecycle.freelancerIds[0],
      amount: 500_000,
      paymentType: "advance_payment",
      paymentMethod: "bank_transfer",
    }),
    expected: { ...all(403), manager: 201, administrator: 201 },
  },
  {
    method: "POST",
    path: "/api/payouts/{id}/status",
    url: (ctx) => `/api/payouts/${ctx.payoutId}/status`,
    // The manager sends it, the administrator confirms it.
    body: (_ctx, actor) => ({ status: actor === "administrator" ? "completed" : "processing" }),
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "GET",
    path: "/api/projects/{id}/team",
    url: (ctx) => `/api/projects/${ctx.projectId}/team`,
    expected: { ...all(200), otherClient: 404, freelancer: 404 },
  },
  ...["/api/receipts/{id}", "/api/receipts/{id}/pdf"].map(
    (path): Case => ({
      method: "GET",
      path,
      url: (ctx) => path.replace("{id}", ctx.receiptPaymentId),
      expected: { ...all(200), otherClient: 404, freelancer: 404 },
    }),
  ),
  // A credit note: the payer of the refunded payment and staff, like its receipt (issue 20 item 4).
  {
    method: "GET",
    path: "/api/credit-notes/{id}/pdf",
    url: (ctx) => `/api/credit-notes/${ctx.refunds.refundId}/pdf`,
    expected: { ...all(200), otherClient: 404, freelancer: 404 },
  },
  { method: "GET", path: "/api/transactions", url: () => "/api/transactions", expected: all(200) },
  { method: "GET", path: "/api/transactions/csv", url: () => "/api/transactions/csv", expected: all(200) },
  // Freelancer applications: the owner already has one (setup), so applying again is a conflict for them.
  { method: "GET", path: "/api/applications/mine", url: () => "/api/applications/mine", expected: all(200) },
  {
    method: "POST",
    path: "/api/applications",
    url: () => "/api/applications",
    body: () => applicationForm(),
    expected: { ...all(403), owner: 409, otherClient: 201 },
  },
  {
    method: "PUT",
    path: "/api/applications/{id}",
    url: (ctx) => `/api/applications/${ctx.applicationId}`,
    body: () => applicationForm(),
    expected: { ...all(403), owner: 200, otherClient: 404 },
  },
  {
    method: "GET",
    path: "/api/applications",
    url: () => "/api/applications",
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "POST",
    path: "/api/applications/{id}/review",
    url: () => `/api/applications/${randomUUID()}/review`,
    body: () => ({ decision: "approve" }),
    expected: { ...all(403), manager: 404, administrator: 404 },
  },
  {
    method: "POST",
    path: "/api/applications/{id}/interview",
    url: (ctx) => `/api/applications/${ctx.applicationId}/interview`,
    expected: { ...all(404), owner: 409 },
  },
  {
    method: "GET",
    path: "/api/applications/{id}/resume",
    url: (ctx) => `/api/applications/${ctx.applicationId}/resume`,
    expected: { ...all(200), otherClient: 404, freelancer: 404 },
  },
  // Administration: users and login history.
  {
    method: "GET",
    path: "/api/users",
    url: () => "/api/users",
    expected: { ...all(403), administrator: 200 },
  },
  {
    method: "PUT",
    path: "/api/users/{id}/role",
    url: () => `/api/users/${randomUUID()}/role`,
    body: () => ({ role: "client" }),
    expected: { ...all(403), administrator: 404 },
  },
  {
    method: "GET",
    path: "/api/login-history",
    url: () => "/api/login-history",
    expected: { ...all(403), administrator: 200 },
  },
  { method: "GET", path: "/api/me/login-history", url: () => "/api/me/login-history", expected: all(200) },
  {
    method: "GET",
    path: "/api/audit-log",
    url: () => "/api/audit-log?action=user.&from=2020-01-01",
    expected: { ...all(403), administrator: 200 },
  },
  // The estimator's calibration from completed projects (issue 20 item 7): staff only.
  {
    method: "GET",
    path: "/api/calibration",
    url: () => "/api/calibration",
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  // Refunds and the "Refunds due" queue (issue 20 items 1-2): managers and administrators only.
  {
    method: "GET",
    path: "/api/refunds-due",
    url: () => "/api/refunds-due",
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "POST",
    path: "/api/refunds-due/{id}/refund",
    url: (ctx, actor) => `/api/refunds-due/${ctx.refunds.due[actor]}/refund`,
    body: () => ({ refundKey: randomUUID() }),
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "GET",
    path: "/api/payments/{id}/refunds",
    url: (ctx) => `/api/payments/${ctx.refunds.paymentId}/refunds`,
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "POST",
    path: "/api/payments/{id}/refunds",
    url: (ctx) => `/api/payments/${ctx.refunds.paymentId}/refunds`,
    body: (_, actor) => ({ amountPaise: 100, reason: "Matrix refund", refundKey: `matrix-refund-${actor}` }),
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "POST",
    path: "/api/refunds/{id}/refresh",
    url: (ctx) => `/api/refunds/${ctx.refunds.refundId}/refresh`,
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  // Milestone disputes (issue 20 item 3): the project's people see them (freelancers only on its team);
  // only its client opens one (the matrix project is not in progress, so the owner meets that rule: 409);
  // staff resolve.
  {
    method: "GET",
    path: "/api/projects/{id}/disputes",
    url: (ctx) => `/api/projects/${ctx.projectId}/disputes`,
    expected: { ...all(200), otherClient: 404, freelancer: 404 },
  },
  {
    method: "POST",
    path: "/api/projects/{id}/disputes",
    url: (ctx) => `/api/projects/${ctx.projectId}/disputes`,
    body: (ctx) => disputeForm(ctx.refunds.paymentId),
    expected: { ...all(403), owner: 409, otherClient: 404 },
  },
  {
    method: "POST",
    path: "/api/disputes/{id}/resolve",
    url: (ctx, actor) => `/api/disputes/${ctx.disputes.resolvable[actor]}/resolve`,
    body: () => ({ outcome: "released", notes: "Matrix release" }),
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "GET",
    path: "/api/dispute-evidence/{id}/download",
    url: (ctx) => `/api/dispute-evidence/${ctx.disputes.evidenceId}/download`,
    expected: { ...all(200), otherClient: 404, freelancer: 404 },
  },
  // Continue Payment: only the payer's own row exists for them; the matrix row is paid, so alreadyPaid.
  {
    method: "POST",
    path: "/api/transactions/{id}/continue",
    url: (ctx) => `/api/transactions/${ctx.receiptPaymentId}/continue`,
    expected: { ...all(404), owner: 200 },
  },
  // Cancel (checkout closed): the payer's own row only; the matrix row is paid, so nothing is cancelled.
  {
    method: "POST",
    path: "/api/transactions/{id}/cancel",
    url: (ctx) => `/api/transactions/${ctx.receiptPaymentId}/cancel`,
    expected: { ...all(404), owner: 200 },
  },
  {
    method: "POST",
    path: "/api/attachments",
    url: () => "/api/attachments",
    body: (ctx) => textFile(ctx.projectId),
    expected: { ...all(201), otherClient: 404, freelancer: 404 },
  },
  {
    method: "GET",
    path: "/api/projects/{id}/attachments",
    url: (ctx) => `/api/projects/${ctx.projectId}/attachments`,
    expected: { ...all(200), otherClient: 404, freelancer: 404 },
  },
  {
    method: "GET",
    path: "/api/attachments/{id}/download",
    url: (ctx) => `/api/attachments/${ctx.attachments.download}/download`,
    expected: { ...all(200), otherClient: 404, freelancer: 404 },
  },
  {
    method: "DELETE",
    path: "/api/attachments/{id}",
    url: (ctx, actor) => `/api/attachments/${ctx.attachments.deletable[actor]}`,
    expected: { ...all(200), otherClient: 404, freelancer: 404 },
  },
  {
    method: "GET",
    path: "/api/projects/{id}/issues",
    url: (ctx) => `/api/projects/${ctx.projectId}/issues`,
    expected: { ...all(200), otherClient: 404, freelancer: 404 },
  },
  {
    method: "POST",
    path: "/api/projects/{id}/issues",
    url: (ctx) => `/api/projects/${ctx.projectId}/issues`,
    body: () => ({ title: "Broken link", description: "The footer link 404s.", severity: "low" }),
    expected: { ...all(201), otherClient: 404, freelancer: 404 },
  },
  {
    method: "PATCH",
    path: "/api/issues/{id}",
    url: (ctx) => `/api/issues/${ctx.issueId}`,
    body: () => ({ status: "in_progress" }),
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "GET",
    path: "/api/projects/{id}/change-requests",
    url: (ctx) => `/api/projects/${ctx.projectId}/change-requests`,
    expected: { ...all(200), otherClient: 404, freelancer: 404 },
  },
  {
    method: "POST",
    path: "/api/projects/{id}/change-requests",
    url: (ctx) => `/api/projects/${ctx.projectId}/change-requests`,
    body: () => ({ title: "Add a page", description: "An about page.", estimatedEffort: "small" }),
    expected: { ...all(403), owner: 201, otherClient: 404, freelancer: 404 },
  },
  {
    method: "POST",
    path: "/api/change-requests/{id}/review",
    url: (ctx, actor) => `/api/change-requests/${ctx.changeRequests[actor]}/review`,
    body: () => ({ decision: "absorb" }),
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "GET",
    path: "/api/messages/conversations",
    url: () => "/api/messages/conversations",
    expected: all(200),
  },
  {
    method: "GET",
    path: "/api/messages/unread-count",
    url: () => "/api/messages/unread-count",
    expected: all(200),
  },
  { method: "GET", path: "/api/messages/events", url: () => "/api/messages/events", expected: all(200) },
  ...(["/api/projects/{id}/messages", "/api/projects/{id}/messages/unread-count"] as const).map(
    (path): Case => ({
      method: "GET",
      path,
      url: (ctx) => path.replace("{id}", ctx.projectId),
      expected: { ...all(200), otherClient: 404, freelancer: 404 },
    }),
  ),
  {
    method: "POST",
    path: "/api/projects/{id}/messages",
    url: (ctx) => `/api/projects/${ctx.projectId}/messages`,
    body: () => messageForm("Any news?"),
    expected: { ...all(201), otherClient: 404, freelancer: 404 },
  },
  {
    method: "POST",
    path: "/api/projects/{id}/messages/read",
    url: (ctx) => `/api/projects/${ctx.projectId}/messages/read`,
    expected: { ...all(200), otherClient: 404, freelancer: 404 },
  },
  {
    method: "GET",
    path: "/api/message-attachments/{id}/download",
    url: (ctx) => `/api/message-attachments/${ctx.messageAttachmentId}/download`,
    expected: { ...all(200), otherClient: 404, freelancer: 404 },
  },
  {
    method: "DELETE",
    path: "/api/message-attachments/{id}",
    url: (ctx) => `/api/message-attachments/${ctx.messageAttachmentId}`,
    // Only the sender may remove it; the owner goes last, after everyone else was refused.
    expected: {
      anonymous: 401,
      otherClient: 404,
      freelancer: 404,
      manager: 403,
      administrator: 403,
      owner: 200,
    },
  },
  {
    method: "GET",
    path: "/api/coupons",
    url: () => "/api/coupons",
    expected: { ...all(403), administrator: 200 },
  },
  {
    method: "POST",
    path: "/api/coupons",
    url: () => "/api/coupons",
    body: () => ({ code: "matrix10", discountValue: 10, validUntil: "2030-12-31" }),
    expected: { ...all(403), administrator: 201 },
  },
  {
    method: "PATCH",
    path: "/api/coupons/{id}",
    url: (ctx) => `/api/coupons/${ctx.coupons.id}`,
    body: () => ({ isActive: false }),
    expected: { ...all(403), administrator: 200 },
  },
  {
    method: "GET",
    path: "/api/coupons/{id}/usage",
    url: (ctx) => `/api/coupons/${ctx.coupons.id}/usage`,
    expected: { ...all(403), administrator: 200 },
  },
  {
    method: "DELETE",
    path: "/api/coupons/{id}",
    url: (ctx) => `/api/coupons/${ctx.coupons.deletableId}`,
    expected: { ...all(403), administrator: 200 },
  },
  // Payments: the matrix project is not accepted yet, so its owner's initiate is refused (409).
  {
    method: "POST",
    path: "/api/payments/initiate",
    url: () => "/api/payments/initiate",
    body: (ctx) => ({ projectId: ctx.projectId, paymentType: "final" }),
    expected: { ...all(403), owner: 409, otherClient: 404 },
  },
  {
    method: "POST",
    path: "/api/subscriptions/initiate",
    url: () => "/api/subscriptions/initiate",
    body: () => ({ subscriptionType: "pro" }),
    expected: { ...all(403), owner: 200, otherClient: 200 },
  },
  {
    method: "POST",
    path: "/api/coupons/validate",
    url: () => "/api/coupons/validate",
    body: () => ({ code: "MATRIX-TOGGLE", amount: 100_000 }),
    expected: { ...all(403), owner: 200, otherClient: 200 },
  },
  {
    method: "GET",
    path: "/api/projects/{id}/payments",
    url: (ctx) => `/api/projects/${ctx.projectId}/payments`,
    expected: { ...all(200), otherClient: 404, freelancer: 403 },
  },
  {
    method: "GET",
    path: "/api/payments/due",
    url: () => "/api/payments/due",
    expected: { ...all(403), owner: 200, otherClient: 200 },
  },
  // Gateway routes need no session: the signature is the authority, so unsigned requests are 400 for all.
  ...(
    [
      "GET /api/payments/return",
      "POST /api/payments/callback",
      "POST /api/payments/webhook/{gateway}",
    ] as const
  ).map((route): Case => {
    const [method, path] = route.split(" ") as [Case["method"], string];
    return {
      method,
      path,
      url: () => path.replace("{gateway}", "sandbox"),
      expected: { ...all(400), anonymous: 400 },
    };
  }),
  ...(["GET", "POST"] as const).map(
    (method): Case => ({
      method,
      path: "/api/payments/sandbox/{orderId}",
      url: () => `/api/payments/sandbox/${crypto.randomUUID()}`,
      body: method === "POST" ? () => outcomeForm() : undefined,
      // Pressing Pay or Fail takes the payer's session (issue 19 item 12); the page itself is public.
      expected: { ...all(404), anonymous: method === "POST" ? 401 : 404 },
    }),
  ),
  { method: "GET", path: "/api/notifications", url: () => "/api/notifications", expected: all(200) },
  {
    method: "POST",
    path: "/api/notifications/read",
    url: () => "/api/notifications/read",
    expected: all(200),
  },
  {
    method: "GET",
    path: "/api/notifications/settings",
    url: () => "/api/notifications/settings",
    expected: all(200),
  },
  {
    method: "PUT",
    path: "/api/notifications/settings",
    url: () => "/api/notifications/settings",
    body: () => ({ email: { message: false } }),
    expected: all(200),
  },
  // Freelancer directory and profiles: the matrix freelancer has no freelancers row, so its own is 404.
  {
    method: "GET",
    path: "/api/freelancers",
    url: () => "/api/freelancers",
    expected: { ...all(403), manager: 200, administrator: 200 },
  },
  {
    method: "GET",
    path: "/api/freelancers/{id}",
    url: (ctx) => `/api/freelancers/${ctx.lifecycle.freelancerIds[0]}`,
    // The owner's project has this freelancer on its team (invited above); the other client's has not.
    expected: { ...all(404), owner: 200, manager: 200, administrator: 200 },
  },
  {
    method: "GET",
    path: "/api/me/freelancer",
    url: () => "/api/me/freelancer",
    expected: all(404),
  },
  {
    method: "PUT",
    path: "/api/me/freelancer",
    url: () => "/api/me/freelancer",
    body: () => ({
      title: "Matrix developer",
      hourlyRate: 70_000,
      availabilityStatus: "available",
      portfolioUrl: "",
      skills: [{ skillName: "React", proficiency: "expert" }],
    }),
    expected: { ...all(403), freelancer: 404 },
  },
  // Reviews: the matrix project is not completed, so its owner's review is refused (409).
  {
    method: "GET",
    path: "/api/projects/{id}/reviews",
    url: (ctx) => `/api/projects/${ctx.projectId}/reviews`,
    expected: { ...all(200), otherClient: 404, freelancer: 404 },
  },
  {
    method: "POST",
    path: "/api/projects/{id}/reviews",
    url: (ctx) => `/api/projects/${ctx.projectId}/reviews`,
    body: (ctx) => ({ freelancerId: ctx.lifecycle.freelancerIds[0], rating: 5, comment: "Matrix" }),
    expected: { ...all(403), owner: 409, otherClient: 404 },
  },
  {
    method: "GET",
    path: "/api/mailbox",
    url: () => "/api/mailbox",
    expected: { ...all(403), administrator: 200 },
  },
];

let h: Harness;
const cookies = {} as Record<ActorKey, string | undefined>;
const ctx = {} as Ctx;

beforeAll(async () => {
  h = await createHarness();
  for (const [key, role] of [
    ["owner", "client"],
    ["otherClient", "client"],
    ["freelancer", "freelancer"],
    ["manager", "manager"],
    ["administrator", "administrator"],
  ] as const) {
    cookies[key] = (await h.userWithSession(role)).cookie;
  }
  ctx.brief = {
    title: "Company website",
    description: "A five page responsive website for our bakery with a contact form and a gallery.",
  };
  ctx.signedAnalysis = {} as Ctx["signedAnalysis"];
  for (const key of ["owner", "otherClient", "freelancer", "manager", "administrator"] as const) {
    // Staff and freelancers cannot analyse-and-submit for themselves; reuse a client's signed analysis.
    const analyzer = key === "freelancer" ? "owner" : key;
    const result = await (
      await h.request("/api/projects/analyze", { body: ctx.brief, cookie: cookies[analyzer] })
    ).json();
    ctx.signedAnalysis[key] = {
      brief: ctx.brief,
      analysis: result.analysis,
      engine: result.engine,
      analysisToken: result.analysisToken,
    };
  }
  const created = await h.request("/api/projects", { body: ctx.signedAnalysis.owner, cookie: cookies.owner });
  ctx.projectId = (await created.json()).id;
  const second = await h.request("/api/projects", { body: ctx.signedAnalysis.owner, cookie: cookies.owner });
  const third = await h.request("/api/projects", { body: ctx.signedAnalysis.owner, cookie: cookies.owner });
  ctx.editProjectId = (await third.json()).id;
  const [task] = await h.database.db
    .select({ id: projectTasks.id })
    .from(projectTasks)
    .where(eq(projectTasks.projectId, ctx.projectId));
  const freelancerIds: string[] = [];
  for (const n of [1, 2]) {
    const userId = await createUser(h.database.db, {
      email: `matrix-freelancer-${n}@test.kaarya.in`,
      fullName: `Matrix Freelancer ${n}`,
      role: "freelancer",
      password: "Test@Password2025",
    });
    freelancerIds.push(
      await createFreelancer(h.database.db, userId, {
        title: "Web developer",
        hourlyRate: 7000,
        experienceYears: 5,
        rating: 4.5,
        successRate: 92,
        completedProjects: 8,
        skills: [{ name: "React", proficiency: "expert" }],
      }),
    );
  }
  const [payout] = await h.database.db
    .insert(freelancerPayments)
    .values({ freelancerId: freelancerIds[0], projectId: ctx.projectId, amount: 250_000 })
    .returning({ id: freelancerPayments.id });
  ctx.payoutId = payout.id;
  const [paid] = await h.database.db
    .select({ userId: projects.clientId })
    .from(projects)
    .where(eq(projects.id, ctx.projectId));
  const [receipt] = await h.database.db
    .insert(projectPayments)
    .values({
      projectId: ctx.projectId,
      userId: paid.userId,
      amount: 100_000,
      paymentStatus: "success",
      paymentType: "advance",
    })
    .returning({ id: projectPayments.id });
  ctx.receiptPaymentId = receipt.id;
  /** A project payment of the owner captured through the sandbox (an order paid), with `values`. */
  const captured = async (values: Partial<typeof projectPayments.$inferInsert>) => {
    const paymentId = randomUUID();
    const [order] = await h.database.db
      .insert(sandboxOrders)
      .values({
        paymentId,
        amount: 100_000,
        description: "Matrix",
        returnUrl: "http://localhost/",
        status: "paid",
        transactionId: `sbx_pay_${paymentId.replaceAll("-", "")}`,
      })
      .returning({ id: sandboxOrders.id });
    await h.database.db.insert(projectPayments).values({
      id: paymentId,
      projectId: ctx.projectId,
      userId: paid.userId,
      amount: 100_000,
      paymentType: "milestone",
      milestoneNumber: 1,
      paymentMethod: "sandbox",
      gatewayOrderId: order.id,
      paymentStatus: "success",
      transactionId: `sbx_pay_${paymentId.replaceAll("-", "")}`,
      ...values,
    });
    return paymentId;
  };
  const refundable = await captured({});
  const duplicate = () =>
    captured({
      paymentStatus: "failed",
      transactionId: null,
      paymentDetails: { note: "duplicate_payment", refundDue: true, settledBy: refundable },
    });
  const firstDue = await duplicate();
  const matrixRefund = await (
    await h.request(`/api/payments/${refundable}/refunds`, {
      body: { amountPaise: 100, reason: "Matrix setup", refundKey: "matrix-setup" },
      cookie: cookies.manager,
    })
  ).json();
  ctx.refunds = {
    paymentId: refundable,
    refundId: matrixRefund.id,
    due: {
      anonymous: firstDue,
      owner: firstDue,
      otherClient: firstDue,
      freelancer: firstDue,
      manager: firstDue,
      administrator: await duplicate(),
    },
  };
  // Disputes written directly: the matrix project is not in progress, which opening one requires.
  const openDispute = async (milestoneNumber: number) => {
    const [dispute] = await h.database.db
      .insert(disputes)
      .values({
        projectId: ctx.projectId,
        projectPaymentId: await captured({ milestoneNumber }),
        paymentType: "milestone",
        milestoneNumber,
        openedBy: paid.userId,
        reason: "The milestone was not delivered.",
      })
      .returning({ id: disputes.id });
    return dispute.id;
  };
  const listed = await openDispute(2);
  await h.deps.storage.put("disputes/matrix-evidence", new TextEncoder().encode("Chat log"), "text/plain");
  const [evidence] = await h.database.db
    .insert(disputeEvidence)
    .values({
      disputeId: listed,
      fileName: "log.txt",
      fileSize: 8,
      fileType: "text/plain; charset=utf-8",
      fileUrl: "disputes/matrix-evidence",
    })
    .returning({ id: disputeEvidence.id });
  const managerDispute = await openDispute(3);
  ctx.disputes = {
    evidenceId: evidence.id,
    resolvable: {
      anonymous: managerDispute,
      owner: managerDispute,
      otherClient: managerDispute,
      freelancer: managerDispute,
      manager: managerDispute,
      administrator: await openDispute(4),
    },
  };
  const application = await h.request("/api/applications", {
    body: applicationForm(await pdfBytes("Résumé: React and Node.js developer.")),
    cookie: cookies.owner,
  });
  expect(application.status, await application.clone().text()).toBe(201);
  ctx.applicationId = (await application.json()).id;
  const matrixCoupons = await h.database.db
    .insert(discountCoupons)
    .values(
      ["MATRIX-TOGGLE", "MATRIX-DELETE"].map((code) => ({
        code,
        discountType: "fixed" as const,
        discountValue: 100,
      })),
    )
    .returning({ id: discountCoupons.id });
  ctx.coupons = { id: matrixCoupons[0].id, deletableId: matrixCoupons[1].id };
  const asOwner = async (path: string, body: object) =>
    (
      await (
        await h.request(`/api/projects/${ctx.projectId}/${path}`, { body, cookie: cookies.owner })
      ).json()
    ).id;
  ctx.issueId = await asOwner("issues", { title: "Typo", description: "On the home page.", severity: "low" });
  const change = { title: "Dark mode", description: "A dark theme.", estimatedEffort: "medium" };
  const firstChange = await asOwner("change-requests", change);
  ctx.changeRequests = {
    anonymous: firstChange,
    owner: firstChange,
    otherClient: firstChange,
    freelancer: firstChange,
    manager: firstChange,
    administrator: await asOwner("change-requests", change),
  };
  const message = await (
    await h.request(`/api/projects/${ctx.projectId}/messages`, {
      body: messageForm("Hello"),
      cookie: cookies.owner,
    })
  ).json();
  ctx.messageAttachmentId = message.attachments[0].id;
  const uploadAs = async (key: ActorKey) =>
    (
      await (
        await h.request("/api/attachments", { body: textFile(ctx.projectId), cookie: cookies[key] })
      ).json()
    ).id;
  const ownerFile = await uploadAs("owner");
  ctx.attachments = {
    download: await uploadAs("owner"),
    deletable: {
      anonymous: ownerFile,
      owner: ownerFile,
      otherClient: ownerFile,
      freelancer: ownerFile,
      manager: await uploadAs("manager"),
      administrator: await uploadAs("administrator"),
    },
  };
  ctx.lifecycle = {
    cancelProjectId: (await second.json()).id,
    taskId: task.id,
    freelancerIds: [freelancerIds[0], freelancerIds[1]],
  };
  // Task Mapping and My Work: a fourth project, put straight into an active status; its first task stays
  // unassigned, its second is the matrix freelancer's (a project apart, as an assigned task opens the project).
  // Owned by a client outside the matrix, whose plan limit the accepted project must not use up.
  const outsider = await h.userWithSession("client");
  const fourth = await h.submitProject(outsider.cookie, ctx.brief);
  const activeId = (await fourth.json()).id;
  await h.database.db
    .update(projects)
    .set({ statusCode: "STARTED", status: "accepted" })
    .where(eq(projects.id, activeId));
  const activeTasks = await h.database.db
    .select({ id: projectTasks.id })
    .from(projectTasks)
    .where(eq(projectTasks.projectId, activeId))
    .orderBy(projectTasks.position);
  const me = await (await h.request("/api/me", { cookie: cookies.freelancer })).json();
  await h.database.db
    .update(projectTasks)
    .set({ assignedTo: me.id, status: "assigned" })
    .where(eq(projectTasks.id, activeTasks[1].id));
  ctx.work = { myTaskId: activeTasks[1].id, mappableTaskId: activeTasks[0].id };
  const versionTasks = await h.database.db
    .select({ id: projectTasks.id, versionId: projectTasks.projectVersionId })
    .from(projectTasks)
    .where(eq(projectTasks.projectId, ctx.projectId))
    .orderBy(desc(projectTasks.position));
  ctx.versions = { versionId: versionTasks[0].versionId!, lastTaskId: versionTasks[0].id };
});
afterAll(() => h.close());

describe("access matrix", () => {
  const rows = CASES.flatMap((c) =>
    (Object.entries(c.expected) as [ActorKey, number][]).map(([actor, status]) => ({ ...c, actor, status })),
  );
  it.each(rows)("$method $path as $actor -> $status", async (row) => {
    const response = await h.request(row.url(ctx, row.actor), {
      method: row.method,
      body: row.body?.(ctx, row.actor),
      cookie: cookies[row.actor],
    });
    if (response.headers.get("content-type")?.includes("text/event-stream")) {
      // An event stream never ends: its status is the answer; stop reading.
      expect(response.status).toBe(row.status);
      await response.body?.cancel();
      return;
    }
    expect(response.status, await response.clone().text()).toBe(row.status);
    if (row.status >= 400) {
      const body = await response.json();
      expect(body.error.code).toEqual(expect.any(String));
      expect(body.error.message).toEqual(expect.any(String));
    }
  });

  it("covers every route in the OpenAPI document", async () => {
    const doc = await (await h.request("/api/openapi.json")).json();
    // better-auth's routes, documented for API clients (issue 19 item 21), keep better-auth's own rules:
    // modules/accounts/*.test.ts and the fuzz suite's better-auth section cover them.
    const documented = Object.entries(doc.paths as Record<string, object>)
      .filter(([path]) => !path.startsWith("/api/auth/"))
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    const covered = new Set(CASES.map((c) => `${c.method} ${c.path}`));
    expect(documented.filter((route) => !covered.has(route))).toEqual([]);
    expect(documented.length).toBeGreaterThan(5);
  });
});
