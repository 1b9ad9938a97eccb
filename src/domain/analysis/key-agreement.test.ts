import { describe, expect, it } from "vitest";
import fixture from "../../../test/fixtures/briefs/deliverables.json";
import secondKeys from "../../../test/fixtures/briefs/second-keys.json";
import { type EvaluationBrief, evaluationBriefSchema, type MustCover } from "./evaluation";
import { keyAgreement, type SecondKey, secondKeySchema } from "./key-agreement";

const brief = (id: string, mustCover: MustCover[], hours: { min: number; max: number } | null = null) =>
  evaluationBriefSchema.parse({
    id,
    split: "dev",
    title: "Brief",
    description: "A brief.",
    submittedAt: "2026-11-20T05:00:00Z",
    expectedType: "it_services",
    mustCover,
    hours,
    hoursReasoning: "",
  }) as EvaluationBrief;
const key = (
  id: string,
  mustCover: MustCover[],
  hours: { min: number; max: number } | null = null,
): SecondKey => ({
  id,
  expectedType: "it_services",
  mustCover,
  hours,
  hoursReasoning: "",
});

describe("keyAgreement", () => {
  it("counts the first key's items a second key covers, one second item each, a stated quantity alike", () => {
    const first = [
      brief("a", [
        { kind: "site_pages", quantity: 6, note: "6 pages" },
        { kind: "integration", note: "payments" },
        { kind: "integration", note: "WhatsApp" },
      ]),
    ];
    const second = [
      key("a", [
        { kind: "site_pages", note: "pages" },
        { kind: "integration", note: "Razorpay" },
      ]),
    ];
    const agreement = keyAgreement(first, second);
    expect(agreement.coverage).toMatchObject({ hits: 1, total: 3 });
    // An unstated page count agreeing with the stated 6: two of three.
    expect(agreement.coverageUnstatedAgrees).toMatchObject({ hits: 2, total: 3 });
  });

  it("puts the second keyer's hours in range by the middle of their range, and leaves out briefs without a second key", () => {
    const first = [
      brief("a", [], { min: 30, max: 60 }),
      brief("b", [], { min: 30, max: 60 }),
      brief("c", []),
    ];
    const second = [key("a", [], { min: 20, max: 80 }), key("b", [], { min: 70, max: 120 })];
    const agreement = keyAgreement(first, second);
    expect(agreement.briefs).toBe(2);
    expect(agreement.hoursInRange).toMatchObject({ hits: 1, total: 2 }); // √(20·80) = 40 in range, √(70·120) ≈ 92 not
  });

  it("reads the committed second keys, each for a brief of the evaluation set", () => {
    const keys = secondKeys.map((k) => secondKeySchema.parse(k));
    const ids = new Set((fixture as { id: string }[]).map((b) => b.id));
    expect(keys.length).toBeGreaterThanOrEqual(60);
    expect(keys.filter((k) => !ids.has(k.id))).toEqual([]);
  });
});
