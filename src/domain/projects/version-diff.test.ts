import { describe, expect, it } from "vitest";
import { formatInr } from "../money";
import { diffVersions } from "./version-diff";

type V = { title: string; budget?: number; skills: string[]; deadline: string | null; notes?: string };
const fields = [
  { field: "title", label: "Title" },
  { field: "budget", label: "Estimated budget", format: (v: unknown) => formatInr(v as number) },
  { field: "skills", label: "Skills" },
  { field: "deadline", label: "Deadline" },
  { field: "notes", label: "Notes" },
] as const;

describe("diffVersions", () => {
  it("lists old and new values and counts changed fields", () => {
    const a: V = { title: "Site", budget: 100_00, skills: ["React"], deadline: null };
    const b: V = { title: "Site v2", budget: 250_00, skills: ["React"], deadline: "2026-12-01" };
    const diff = diffVersions<V>(a, b, fields as never);
    expect(diff.changedCount).toBe(3);
    expect(diff.fields[0]).toEqual({
      field: "title",
      label: "Title",
      oldValue: "Site",
      newValue: "Site v2",
      changed: true,
    });
    expect(diff.fields[1]?.newValue).toBe(formatInr(250_00));
    expect(diff.fields[2]?.changed).toBe(false);
    expect(diff.fields[3]).toMatchObject({ oldValue: "—", newValue: "2026-12-01", changed: true });
  });
  it("treats blank, null and absent alike", () => {
    const diff = diffVersions<V>(
      { title: "A", skills: [], deadline: null, notes: "" },
      { title: "A", skills: [], deadline: null },
      fields as never,
    );
    expect(diff.changedCount).toBe(0);
  });
  it("counts a reordered list as a change", () => {
    const diff = diffVersions<V>(
      { title: "A", skills: ["a", "b"], deadline: null },
      { title: "A", skills: ["b", "a"], deadline: null },
      fields as never,
    );
    expect(diff.changedCount).toBe(1);
  });
});
