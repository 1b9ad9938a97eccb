import { describe, expect, it } from "vitest";
import "./zod-config";
import { z } from "zod";

describe("zod-config", () => {
  it("turns zod's JIT parser off without importing zod (CSP: no eval)", () => {
    expect(z.config().jitless).toBe(true);
  });
});
