import { type Browser, type BrowserContext, expect } from "@playwright/test";
import { DEMO_PASSWORD } from "../src/domain/demo";

/**
 * Setting up browser tests through the app's own API instead of its pages: signing in, signing up a
 * client, submitting a project. Each helper asserts its responses, so a failed setup stops the test with
 * the server's own message. Every request carries the `origin` header the auth routes' CSRF check wants.
 */

/** A project brief, as the client types it on Create Project. */
export interface Brief {
  title: string;
  description: string;
}

/** The headers of an API request from the app's own origin. */
export function apiHeaders(baseURL: string): { origin: string } {
  return { origin: baseURL };
}

/** A new browser context signed in as `email` (a demo account unless `password` says otherwise). */
export async function signedIn(
  browser: Browser,
  baseURL: string,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<BrowserContext> {
  const context = await browser.newContext();
  const response = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: apiHeaders(baseURL),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return context;
}

let clients = 0;

/**
 * A new browser context signed in as a fresh client called `name`, with a unique e-mail derived from the
 * name and the profile completed (India, INR), so it may create projects at once.
 */
export async function newClient(
  browser: Browser,
  baseURL: string,
  name: string,
  password = "Client@Kaarya2026",
): Promise<BrowserContext> {
  const context = await browser.newContext();
  const headers = apiHeaders(baseURL);
  clients += 1;
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}.${clients}@example.in`;
  const signUp = await context.request.post("/api/auth/sign-up/email", {
    data: { name, email, password },
    headers,
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  // Sign-up opens no session (issue 19 item 9): sign in as the sign-up page does.
  const signIn = await context.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers,
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const profile = await context.request.put("/api/me/profile", {
    data: {
      fullName: name,
      yearOfBirth: 1990,
      country: "India",
      profession: "Business & Management",
      currency: "INR",
    },
    headers,
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  return context;
}

/** The signed-in client of `context` analyses `brief` and submits the result. @returns the project's id. */
export async function submitProject(context: BrowserContext, baseURL: string, brief: Brief): Promise<string> {
  const headers = apiHeaders(baseURL);
  const analyzed = await context.request.post("/api/projects/analyze", { data: brief, headers });
  expect(analyzed.ok(), await analyzed.text()).toBe(true);
  const { analysis, engine, analysisToken } = await analyzed.json();
  const created = await context.request.post("/api/projects", {
    data: { brief, analysis, engine, analysisToken },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id as string;
}

/**
 * Moves a project through `statusCodes` in order (POST /api/projects/{id}/status) as `staff`, a context
 * signed in as a manager or administrator, asserting each answer is 200.
 */
export async function moveProject(
  staff: BrowserContext,
  baseURL: string,
  projectId: string,
  statusCodes: string[],
): Promise<void> {
  for (const statusCode of statusCodes) {
    const moved = await staff.request.post(`/api/projects/${projectId}/status`, {
      data: { statusCode },
      headers: apiHeaders(baseURL),
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}
