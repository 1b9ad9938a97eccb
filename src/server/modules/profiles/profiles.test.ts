import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GSTIN_MESSAGE } from "@/domain/profiles/profile";
import { createHarness, type Harness } from "../../../../test/api-harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const valid = {
  fullName: "Asha Rao",
  yearOfBirth: 1995,
  country: "India",
  profession: "Software Developer",
  currency: "INR",
  organization: "",
};

describe("Complete Your Profile (spec 1 §2, §5)", () => {
  it("gates every other API until the profile is completed", async () => {
    const { cookie } = await h.userWithSession("client", { profileCompleted: false });
    const blocked = await h.request("/api/dashboard", { cookie });
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).error.code).toBe("profile_incomplete");

    const saved = await h.request("/api/me/profile", { method: "PUT", body: valid, cookie });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      profileCompleted: true,
      organization: null,
      customProfession: null,
    });
    expect((await h.request("/api/dashboard", { cookie })).status).toBe(200);
  });

  it.each([
    [{ fullName: "  " }, "Name is required"],
    [{ yearOfBirth: 2020 }, "Year of birth must be between"],
    [{ country: "" }, "Country is required"],
    [{ profession: "Other", customProfession: "" }, "Please specify your profession"],
    [{ currency: "" }, "Currency is required"],
  ])("refuses %o with the spec's message", async (patch, message) => {
    const { cookie } = await h.userWithSession("client", { profileCompleted: false });
    const response = await h.request("/api/me/profile", {
      method: "PUT",
      body: { ...valid, ...patch },
      cookie,
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
  });

  it("keeps the custom profession only for Other", async () => {
    const { cookie } = await h.userWithSession("client", { profileCompleted: false });
    const response = await h.request("/api/me/profile", {
      method: "PUT",
      body: { ...valid, profession: "Other", customProfession: "Architect" },
      cookie,
    });
    expect(await response.json()).toMatchObject({ profession: "Other", customProfession: "Architect" });
  });
});

describe("GET /api/session: who is signed in, without a 401 for signed-out pages (issue 19 item 20)", () => {
  it("answers 200 with user null when signed out, or with a stale cookie", async () => {
    for (const cookie of [undefined, "better-auth.session_token=stale.signature"]) {
      const response = await h.request("/api/session", { cookie });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ user: null });
    }
  });

  it("answers the signed-in user as GET /api/me does, profile completed or not", async () => {
    for (const profileCompleted of [true, false]) {
      const { cookie, id } = await h.userWithSession("freelancer", { profileCompleted });
      const session = await h.request("/api/session", { cookie });
      expect(session.status).toBe(200);
      const { user } = await session.json();
      expect(user).toMatchObject({ id, role: "freelancer", profileCompleted });
      expect(user).toEqual(await (await h.request("/api/me", { cookie })).json());
    }
  });
});

const save = (cookie: string, body: Record<string, unknown>) =>
  h.request("/api/me/profile", {
    method: "PUT",
    body: { ...valid, ...body },
    cookie,
  });

describe("Profile Settings: GSTIN and state for tax invoices (issue 19 item 4)", () => {
  it("stores a valid GSTIN upper-cased with its state, keeps them when a save leaves them out, clears them with ''", async () => {
    const { cookie } = await h.userWithSession("client");
    const saved = await save(cookie, { gstin: "27aapfu0939f1zv", billingState: "27" });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toMatchObject({ gstin: "27AAPFU0939F1ZV", billingState: "27" });

    await save(cookie, { organization: "Rao Studio" });
    expect(await (await h.request("/api/me", { cookie })).json()).toMatchObject({
      organization: "Rao Studio",
      gstin: "27AAPFU0939F1ZV",
      billingState: "27",
    });

    expect(await (await save(cookie, { gstin: "", billingState: "" })).json()).toMatchObject({
      gstin: null,
      billingState: null,
    });
  });

  it("answers 400 on the field for a GSTIN with a wrong check character or a state it is not registered in", async () => {
    const { cookie } = await h.userWithSession("client");
    const wrong = await save(cookie, { gstin: "27AAPFU0939F1ZW" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.details).toEqual([
      expect.objectContaining({ path: "gstin", message: GSTIN_MESSAGE }),
    ]);
    const elsewhere = await save(cookie, { gstin: "27AAPFU0939F1ZV", billingState: "29" });
    expect(elsewhere.status).toBe(400);
    expect(JSON.stringify(await elsewhere.json())).toContain("Your GSTIN is registered in Maharashtra");
  });
});
