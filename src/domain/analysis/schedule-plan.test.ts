import { isWeekend, parseISO } from "date-fns";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDaysToDate, businessToday } from "../dates";
import {
  deadlineRiskText,
  type PlanScheduleOptions,
  type PlanTaskInput,
  schedulePlan,
  WORK_ROLES,
} from "./schedule-plan";

// Friday 6 March 2026, 11:30 in India: review Monday 9 and Tuesday 10, work from Wednesday 11.
const friday = new Date("2026-03-06T06:00:00Z");
const dev = (hours: number, dependencies: number[] = []): PlanTaskInput => ({
  hours,
  dependencies,
  role: "developer",
});
const designer = (hours: number, dependencies: number[] = []): PlanTaskInput => ({
  hours,
  dependencies,
  role: "designer",
});
const writer = (hours: number, dependencies: number[] = []): PlanTaskInput => ({
  hours,
  dependencies,
  role: "writer",
});
const dates = (schedule: ReturnType<typeof schedulePlan>) =>
  schedule.tasks.map((t) => [t.startDate, t.dueDate]);

// Oracles written independently of the scheduler: step one calendar day at a time.
const isWorkingDay = (date: string) => !isWeekend(parseISO(date));
/** Working days d with from < d ≤ through. */
function workingDaysAfter(from: string, through: string): number {
  let count = 0;
  for (let day = addDaysToDate(from, 1); day <= through; day = addDaysToDate(day, 1))
    if (isWorkingDay(day)) count++;
  return count;
}

describe("schedulePlan: calendar", () => {
  it("starts after two working days of review and skips weekends", () => {
    const schedule = schedulePlan([dev(18), dev(6, [0])], { submittedAt: friday });
    expect(schedule.expectedStart).toBe("2026-03-11");
    // 18 h at 6 h a day = Wednesday to Friday; the dependant waits for Monday.
    expect(dates(schedule)).toEqual([
      ["2026-03-11", "2026-03-13"],
      ["2026-03-16", "2026-03-16"],
    ]);
    expect(schedule).toMatchObject({ endDate: "2026-03-16", workingDays: 4, totalDays: 6 });
    expect(schedule.deadline).toEqual({ status: "none" });
  });

  it("takes the submission date in India", () => {
    // 19:00 UTC on Thursday 5 March is 00:30 on Friday 6 March in India.
    expect(schedulePlan([dev(1)], { submittedAt: new Date("2026-03-05T19:00:00Z") }).expectedStart).toBe(
      "2026-03-11",
    );
    expect(schedulePlan([dev(1)], { submittedAt: new Date("2026-03-05T18:00:00Z") }).expectedStart).toBe(
      "2026-03-10",
    );
  });

  it("gives a 0-hour task one working day and its dependant the next working day", () => {
    // Submitted Tuesday 3 March: review Wednesday and Thursday, work from Friday 6.
    const schedule = schedulePlan([dev(0), dev(0, [0])], { submittedAt: new Date("2026-03-03T06:00:00Z") });
    expect(dates(schedule)).toEqual([
      ["2026-03-06", "2026-03-06"],
      ["2026-03-09", "2026-03-09"],
    ]);
    expect(schedule).toMatchObject({ workingDays: 2, totalDays: 4 });
  });

  it("honours hoursPerDay and reviewDays", () => {
    const schedule = schedulePlan([dev(16)], { submittedAt: friday, hoursPerDay: 8, reviewDays: 0 });
    expect(dates(schedule)).toEqual([["2026-03-09", "2026-03-10"]]);
  });

  it("orders by dependencies, including ones listed later, and runs roles in parallel", () => {
    const schedule = schedulePlan(
      [
        dev(30, [2]), // build after discovery: 5 working days
        designer(12), // mock-ups, parallel to the developer
        dev(6), // discovery
        writer(12), // copy, parallel too
        dev(6, [0, 1, 3]), // testing after everything it tests
      ],
      { submittedAt: friday },
    );
    expect(dates(schedule)).toEqual([
      ["2026-03-12", "2026-03-18"],
      ["2026-03-11", "2026-03-12"],
      ["2026-03-11", "2026-03-11"],
      ["2026-03-11", "2026-03-12"],
      ["2026-03-19", "2026-03-19"],
    ]);
    expect(schedule.team).toEqual([
      { role: "developer", people: 1 },
      { role: "designer", people: 1 },
      { role: "writer", people: 1 },
    ]);
  });

  it("with no deadline proposes one person per role however much could run in parallel", () => {
    const schedule = schedulePlan([dev(30), dev(30), dev(30)], { submittedAt: friday });
    expect(schedule.team).toEqual([{ role: "developer", people: 1 }]);
    expect(schedule.tasks.map((t) => t.person)).toEqual([0, 0, 0]);
    expect(schedule.workingDays).toBe(15);
  });

  it("takes the task with the longest remaining path first", () => {
    // Task 1 leads a 2-task chain, so it goes before task 0 although its index is higher.
    const schedule = schedulePlan([dev(6), dev(6), dev(6, [1])], { submittedAt: friday });
    expect(dates(schedule)).toEqual([
      ["2026-03-12", "2026-03-12"],
      ["2026-03-11", "2026-03-11"],
      ["2026-03-13", "2026-03-13"],
    ]);
  });

  it("schedules an empty plan as nothing to do from the expected start", () => {
    expect(schedulePlan([], { submittedAt: friday, deadline: "2026-03-20" })).toEqual({
      expectedStart: "2026-03-11",
      tasks: [],
      team: [],
      endDate: "2026-03-11",
      workingDays: 0,
      totalDays: 0,
      deadline: { status: "met", spareWorkingDays: 7 },
    });
  });
});

describe("schedulePlan: deadline", () => {
  // Four 5-day builds then a 1-day test: 21 working days for one developer, 11 for two or three.
  const fourBuilds = [dev(30), dev(30), dev(30), dev(30), dev(6, [0, 1, 2, 3])];

  it("meets a tight deadline by adding a developer, and stops there", () => {
    const alone = schedulePlan(fourBuilds, { submittedAt: friday });
    expect(alone.endDate).toBe("2026-04-08");
    const schedule = schedulePlan(fourBuilds, { submittedAt: friday, deadline: "2026-03-26" });
    expect(schedule.team).toEqual([{ role: "developer", people: 2 }]);
    expect(schedule.endDate).toBe("2026-03-25");
    expect(schedule.deadline).toEqual({ status: "met", spareWorkingDays: 1 });
    expect(new Set(schedule.tasks.map((t) => t.person))).toEqual(new Set([0, 1]));
    expect(deadlineRiskText(schedule, "2026-03-26")).toBeNull();
  });

  it("keeps one person per role when the deadline already fits", () => {
    const schedule = schedulePlan(fourBuilds, { submittedAt: friday, deadline: "2026-04-08" });
    expect(schedule.team).toEqual([{ role: "developer", people: 1 }]);
    expect(schedule.deadline).toEqual({ status: "met", spareWorkingDays: 0 });
  });

  it("grows the role that holds the plan back, not the others", () => {
    const tasks = [designer(12), designer(12), designer(12), dev(6)];
    const schedule = schedulePlan(tasks, { submittedAt: friday, deadline: "2026-03-16" });
    expect(schedule.team).toEqual([
      { role: "developer", people: 1 },
      { role: "designer", people: 2 },
    ]);
    expect(schedule.endDate).toBe("2026-03-16");
  });

  it("flags a deadline no allowed team meets, with the overrun in working days and what fits", () => {
    const schedule = schedulePlan(fourBuilds, { submittedAt: friday, deadline: "2026-03-20" });
    expect(schedule.team).toEqual([{ role: "developer", people: 3 }]);
    expect(schedule.deadline).toEqual({
      status: "overrun",
      overrunWorkingDays: 3, // Monday 23, Tuesday 24, Wednesday 25
      fittingDeadline: "2026-03-25",
      atMaxTeam: true,
    });
    expect(deadlineRiskText(schedule, "2026-03-20")).toBe(
      "The deadline 2026-03-20 cannot be met: even with 3 developers the plan ends on 2026-03-25, " +
        "3 working days later. A deadline of 2026-03-25 fits, or reduce the scope.",
    );
  });

  it("does not add people to a chain of dependent tasks", () => {
    const chain = [dev(30), dev(30, [0]), writer(6, [1])];
    const schedule = schedulePlan(chain, { submittedAt: friday, deadline: "2026-03-18" });
    expect(schedule.team).toEqual([
      { role: "developer", people: 1 },
      { role: "writer", people: 1 },
    ]);
    expect(schedule.deadline).toEqual({
      status: "overrun",
      overrunWorkingDays: 5,
      fittingDeadline: "2026-03-25",
      atMaxTeam: false,
    });
    expect(deadlineRiskText(schedule, "2026-03-18")).toMatch(
      /depend on one another.*1 developer and 1 writer/,
    );
  });

  it("says when the deadline is already past the expected start", () => {
    const schedule = schedulePlan([dev(6)], { submittedAt: friday, deadline: "2026-03-09" });
    expect(schedule.deadline).toMatchObject({ status: "overrun", overrunWorkingDays: 2 });
    expect(deadlineRiskText(schedule, "2026-03-09")).toMatch(
      /^The deadline 2026-03-09 is already past the expected start of work on 2026-03-11.*2 working days later/,
    );
  });

  it("has no risk without a deadline", () => {
    expect(deadlineRiskText(schedulePlan([dev(6)], { submittedAt: friday }), null)).toBeNull();
  });
});

describe("schedulePlan: rejects bad input", () => {
  const ok = { submittedAt: friday };
  it.each([
    ["a cycle", [dev(6, [1]), dev(6, [0])], ok],
    ["an index out of range", [dev(6, [3])], ok],
    ["a self-dependency", [dev(6, [0])], ok],
    ["negative hours", [dev(-1)], ok],
    ["an unknown role", [{ hours: 1, dependencies: [], role: "tester" } as unknown as PlanTaskInput], ok],
    ["an impossible deadline", [dev(6)], { ...ok, deadline: "2026-02-30" }],
    ["no hours in a day", [dev(6)], { ...ok, hoursPerDay: 0 }],
    ["a fractional review", [dev(6)], { ...ok, reviewDays: 1.5 }],
    ["no people", [dev(6)], { ...ok, maxPeoplePerRole: 0 }],
    ["an invalid instant", [dev(6)], { submittedAt: new Date(Number.NaN) }],
  ] satisfies [string, PlanTaskInput[], PlanScheduleOptions][])(
    "throws RangeError on %s",
    (_, tasks, options) => {
      expect(() => schedulePlan(tasks, options)).toThrow(RangeError);
    },
  );
});

/** A random plan: a DAG (dependencies to lower indexes) whose tasks are then shuffled so some point forward. */
const planArb = fc
  .integer({ min: 1, max: 12 })
  .chain((n) =>
    fc.tuple(
      fc.tuple(
        ...Array.from({ length: n }, (_, i) =>
          fc.record({
            hours: fc.integer({ min: 0, max: 160 }).map((half) => half / 2),
            role: fc.constantFrom(...WORK_ROLES),
            dependencies: fc.subarray(Array.from({ length: i }, (_, k) => k)),
          }),
        ),
      ),
      fc.shuffledSubarray(
        Array.from({ length: n }, (_, k) => k),
        { minLength: n, maxLength: n },
      ),
    ),
  )
  .map(([dag, order]): PlanTaskInput[] => {
    // order[j] = the DAG task placed at position j; position[i] = where DAG task i went.
    const position = new Array<number>(order.length);
    order.forEach((i, j) => {
      position[i] = j;
    });
    return order.map((i) => ({ ...dag[i], dependencies: dag[i].dependencies.map((d) => position[d]) }));
  });

const optionsArb = fc
  .record({
    submittedAt: fc.date({
      min: new Date("2024-01-01T00:00:00Z"),
      max: new Date("2030-12-31T00:00:00Z"),
      noInvalidDate: true,
    }),
    deadlineOffset: fc.option(fc.integer({ min: -5, max: 120 })),
    hoursPerDay: fc.constantFrom(4, 6, 8),
    reviewDays: fc.integer({ min: 0, max: 3 }),
    maxPeoplePerRole: fc.integer({ min: 1, max: 4 }),
  })
  .map(
    ({ deadlineOffset, ...options }): PlanScheduleOptions => ({
      ...options,
      deadline:
        deadlineOffset === null ? null : addDaysToDate(businessToday(options.submittedAt), deadlineOffset),
    }),
  );

describe("schedulePlan: properties over random plans", () => {
  it("keeps every scheduling invariant", () => {
    fc.assert(
      fc.property(planArb, optionsArb, (tasks, options) => {
        const schedule = schedulePlan(tasks, options);
        const submitted = businessToday(options.submittedAt);
        const { expectedStart, endDate } = schedule;
        expect(expectedStart > submitted).toBe(true);
        expect(isWorkingDay(expectedStart)).toBe(true);
        expect(workingDaysAfter(submitted, expectedStart)).toBe((options.reviewDays ?? 0) + 1);

        const hoursPerDay = options.hoursPerDay ?? 0;
        schedule.tasks.forEach((t, i) => {
          expect(t.startDate >= expectedStart).toBe(true);
          expect(isWorkingDay(t.startDate) && isWorkingDay(t.dueDate)).toBe(true);
          expect(t.dueDate >= t.startDate).toBe(true);
          expect(workingDaysAfter(addDaysToDate(t.startDate, -1), t.dueDate)).toBe(
            Math.max(1, Math.ceil(tasks[i].hours / hoursPerDay)),
          );
          for (const d of tasks[i].dependencies) expect(t.startDate > schedule.tasks[d].dueDate).toBe(true);
          schedule.tasks.forEach((u, j) => {
            if (j !== i && tasks[j].role === tasks[i].role && u.person === t.person)
              expect(u.dueDate < t.startDate || t.dueDate < u.startDate).toBe(true);
          });
        });

        expect(endDate).toBe(
          schedule.tasks
            .map((t) => t.dueDate)
            .sort()
            .at(-1),
        );
        expect(schedule.workingDays).toBe(workingDaysAfter(addDaysToDate(expectedStart, -1), endDate));
        expect(addDaysToDate(expectedStart, schedule.totalDays - 1)).toBe(endDate);

        const roles = WORK_ROLES.filter((role) => tasks.some((t) => t.role === role));
        expect(schedule.team.map((m) => m.role)).toEqual(roles);
        for (const { role, people } of schedule.team) {
          expect(people).toBeGreaterThanOrEqual(1);
          expect(people).toBeLessThanOrEqual(options.maxPeoplePerRole ?? 0);
          const used = new Set(schedule.tasks.filter((_, i) => tasks[i].role === role).map((t) => t.person));
          expect([...used].sort()).toEqual(Array.from({ length: people }, (_, k) => k));
        }

        const deadline = options.deadline;
        if (!deadline) {
          expect(schedule.deadline).toEqual({ status: "none" });
          expect(schedule.team.every((m) => m.people === 1)).toBe(true);
        } else if (endDate <= deadline) {
          expect(schedule.deadline).toEqual({
            status: "met",
            spareWorkingDays: workingDaysAfter(endDate, deadline),
          });
          expect(deadlineRiskText(schedule, deadline)).toBeNull();
        } else {
          expect(schedule.deadline).toMatchObject({
            status: "overrun",
            overrunWorkingDays: workingDaysAfter(deadline, endDate),
            fittingDeadline: endDate,
          });
          expect(deadlineRiskText(schedule, deadline)).toContain(`A deadline of ${endDate} fits`);
        }

        expect(schedulePlan(tasks, options)).toEqual(schedule);
      }),
      { numRuns: 200 },
    );
  });

  it("adds nobody when one person per role already meets the deadline", () => {
    fc.assert(
      fc.property(planArb, optionsArb, (tasks, options) => {
        const alone = schedulePlan(tasks, { ...options, deadline: null });
        if (options.deadline && alone.endDate <= options.deadline) {
          expect(schedulePlan(tasks, options)).toEqual({
            ...alone,
            deadline: { status: "met", spareWorkingDays: workingDaysAfter(alone.endDate, options.deadline) },
          });
        }
      }),
      { numRuns: 200 },
    );
  });
});
