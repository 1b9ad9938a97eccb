import { describe, expect, it } from "vitest";
import type { DeliverableKind } from "./deliverable-kinds";
import { DELIVERABLE_KINDS } from "./deliverable-kinds";
import { extractDeliverables } from "./extract-deliverables";
import {
  COUNTED_FRAMES,
  hasSingular,
  type KindProbe,
  PROBES,
  plural,
  singular,
  UNCOUNTED_FRAMES,
} from "./vocabulary-probe.data";

/** One brief a probe reads: its description, the kind expected and the count expected (if any). */
interface Case {
  description: string;
  quantity?: number;
}

/** Every frame × name of a kind's probe, as briefs. Counts vary 3–7 so no count is the kind's default by chance. */
function cases(probe: KindProbe): Case[] {
  const scene = probe.scene ? ` ${probe.scene}` : "";
  return probe.names.flatMap((name, index) => {
    if (!probe.counted)
      return UNCOUNTED_FRAMES.map((frame) => ({
        description: frame.replace("{X}", name).replace("{V}", probe.verb) + scene,
      }));
    const n = 3 + (index % 5);
    return COUNTED_FRAMES.filter(({ counts }) => counts || hasSingular(name)).map(({ frame, counts }) => ({
      description:
        frame
          .replace("{N}", String(n))
          .replace("{P}", plural(name))
          .replace("{S}", singular(name))
          .replace("{V}", probe.verb) + scene,
      quantity: counts ? n : undefined,
    }));
  });
}

/** Why a case fails, or undefined: the kind missing, its count wrong, or another kind read from its name. */
function failure(probe: KindProbe, c: Case): string | undefined {
  const read = extractDeliverables({ title: "Work", description: c.description }).deliverables;
  const own = read.filter((d) => d.kind === probe.kind);
  const others = read.filter(
    (d) => d.kind !== probe.kind && !probe.sceneKinds?.includes(d.kind as DeliverableKind),
  );
  const got = read.map((d) => `${d.kind}×${d.quantity}`).join(", ") || "nothing";
  if (own.length === 0 || others.length > 0) return `${c.description} → ${got}`;
  if (c.quantity !== undefined && !own.some((d) => d.quantity === c.quantity && !d.assumed))
    return `${c.description} → ${got} (count ${c.quantity})`;
  return undefined;
}

describe("vocabulary probe: the names Indian clients give each kind, in the frames they ask in", () => {
  it("covers every deliverable kind", () => {
    expect(new Set(PROBES.map((p) => p.kind))).toEqual(new Set(Object.keys(DELIVERABLE_KINDS)));
  });

  const table: string[] = [];
  for (const probe of PROBES) {
    it(`reads ${probe.kind} from each of its ${probe.names.length} names in every frame`, () => {
      const all = cases(probe);
      const failed = all.map((c) => failure(probe, c)).filter((f): f is string => f !== undefined);
      table.push(`${probe.kind}\t${all.length - failed.length}/${all.length}`);
      if (process.env.PROBE_REPORT) {
        console.log(`${probe.kind}: ${all.length - failed.length}/${all.length}\n  ${failed.join("\n  ")}`);
        return;
      }
      expect(failed).toEqual([]);
    });
  }
});
