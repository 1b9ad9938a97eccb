import { describe, expect, it } from "vitest";
import { createHarness } from "../../../../test/api-harness";

describe("GET /api/config", () => {
  it("says whether Google sign-in and the demo accounts are on", async () => {
    const plain = await createHarness();
    expect(await (await plain.request("/api/config")).json()).toEqual({
      googleSignIn: false,
      demoMode: false,
    });
    await plain.close();
    const configured = await createHarness({
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      DEMO_SEED: "1",
    });
    expect(await (await configured.request("/api/config")).json()).toEqual({
      googleSignIn: true,
      demoMode: true,
    });
    await configured.close();
  });
});
