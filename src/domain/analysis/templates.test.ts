import { describe, expect, it } from "vitest";
import { SUBCATEGORIES } from "./lexicon";
import { HOURLY_RATE_PAISE, TEMPLATES } from "./templates";

describe("task templates", () => {
  const subcategories = Object.values(SUBCATEGORIES).flat();

  it("exist for every subcategory of spec 2 §1", () => {
    expect(Object.keys(TEMPLATES).sort()).toEqual([...subcategories].sort());
  });

  it.each(subcategories)("%s: valid hours, groups, dependencies and skills", (sub) => {
    const { tasks, unit } = TEMPLATES[sub];
    expect(tasks.length).toBeGreaterThanOrEqual(4);
    tasks.forEach((task, index) => {
      expect(task.hours.min).toBeGreaterThan(0);
      expect(task.hours.max).toBeGreaterThanOrEqual(task.hours.min);
      expect([1, 2, 3, 4]).toContain(task.milestoneGroup);
      for (const dep of task.dependsOn) expect(dep).toBeLessThan(index);
      expect(task.requiredSkills.length).toBeGreaterThan(0);
      expect(task.perUnit && !unit).toBe(false); // per-unit tasks need a unit
    });
    // The plan opens with scoping work that depends on nothing.
    expect(tasks[0].dependsOn).toEqual([]);
    expect(tasks[0].milestoneGroup).toBe(1);
    if (unit) expect(unit.maxCount).toBeGreaterThan(unit.defaultCount);
  });

  it("prices hours in whole rupees: ₹800/h IT, ₹500/h content, ₹600/h design", () => {
    expect(HOURLY_RATE_PAISE).toEqual({
      it_services: 80_000,
      content_creation: 50_000,
      graphic_design: 60_000,
    });
    // Half-hour steps stay whole rupees at every rate.
    for (const rate of Object.values(HOURLY_RATE_PAISE)) expect((rate / 2) % 100).toBe(0);
  });
});
