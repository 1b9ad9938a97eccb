import { describe, expect, it } from "vitest";
import { DELIVERABLE_RULES } from "./deliverable-rules";

/**
 * A `\w`, `\s`, `\d` or `\W` written in a plain template string (not `String.raw`) loses its backslash: "jwt(?: auth\w*)"
 * becomes "jwt(?: authw*)", which reads nothing it was written for. Four such patterns went unnoticed for weeks.
 */
describe("deliverable rules' patterns", () => {
  it("hold no escape a template string dropped (a letter before w*, s*, d+ or W*)", () => {
    const dropped = DELIVERABLE_RULES.flatMap((rule) =>
      [
        rule.match,
        rule.count,
        rule.unlessSentence,
        rule.requiresBrief,
        rule.unlessBrief,
        rule.requiresSentence,
      ]
        .filter((pattern): pattern is RegExp => pattern !== undefined)
        .flatMap((pattern) =>
          [
            ...pattern.source.matchAll(/(?<![\\a-z])[a-z]*[a-z](?:w\*|w\+|s\*|s\+|d\+|W\*)(?=[)|?\s:/(])/g),
          ].map(
            (m) =>
              `${rule.kind}: …${pattern.source.slice(Math.max(0, m.index - 10), m.index + m[0].length + 4)}…`,
          ),
        ),
    );
    expect(dropped).toEqual([]);
  });
});
