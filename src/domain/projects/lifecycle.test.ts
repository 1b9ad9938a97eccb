import { describe, expect, it } from "vitest";
import {
  assertTransition,
  canTransition,
  LifecycleError,
  legacyAfterCancel,
  legacyAfterInvite,
  legacyAfterStatusChange,
  nextStatuses,
  TRANSITIONS,
} from "./lifecycle";
import { STATUS_CODES } from "./statuses";

function refusal(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof LifecycleError) return error.code;
    throw error;
  }
  return undefined;
}

describe("status-code transitions", () => {
  it("walks the ordinary path as a manager, with the payment step left to the system", () => {
    expect(nextStatuses("manager", "REQUESTED")).toEqual(["UNDER_REVIEW"]);
    expect(nextStatuses("manager", "UNDER_REVIEW")).toEqual(["REQUESTED", "ACCEPTED"]);
    expect(nextStatuses("manager", "ACCEPTED")).toEqual(["STARTED"]);
    expect(nextStatuses("manager", "STARTED")).toEqual(["IN_PROGRESS"]);
    expect(nextStatuses("manager", "IN_PROGRESS")).toEqual(["PENDING_PAYMENT", "COMPLETED"]);
    expect(nextStatuses("manager", "PENDING_PAYMENT")).toEqual([]);
    expect(nextStatuses("system", "PENDING_PAYMENT")).toEqual(["IN_PROGRESS_AFTER_PAYMENT"]);
    expect(nextStatuses("manager", "COMPLETED")).toEqual(["CLOSED"]);
    expect(nextStatuses("manager", "CLOSED")).toEqual([]);
  });

  it("lets the system start work on the advance payment but not accept projects", () => {
    expect(canTransition("system", "ACCEPTED", "STARTED")).toBe(true);
    expect(canTransition("system", "UNDER_REVIEW", "ACCEPTED")).toBe(false);
  });

  it("lets an administrator set any other code (edit mode, spec 2 §4)", () => {
    for (const from of STATUS_CODES) {
      expect(nextStatuses("administrator", from)).toEqual(STATUS_CODES.filter((c) => c !== from));
    }
  });

  it("gives clients and freelancers no status-code transition", () => {
    for (const from of STATUS_CODES) {
      expect(nextStatuses("client", from)).toEqual([]);
      expect(nextStatuses("freelancer", from)).toEqual([]);
    }
  });

  it("never lists a self-loop and only known codes", () => {
    for (const t of TRANSITIONS) {
      expect(t.from).not.toBe(t.to);
      expect(STATUS_CODES).toContain(t.from);
      expect(STATUS_CODES).toContain(t.to);
    }
  });

  it("explains refusals with typed codes", () => {
    expect(refusal(() => assertTransition("manager", "REQUESTED", "UNDER_REVIEW", "requested"))).toBe(
      undefined,
    );
    expect(refusal(() => assertTransition("manager", "REQUESTED", "CLOSED", "requested"))).toBe(
      "invalid_transition",
    );
    expect(refusal(() => assertTransition("client", "REQUESTED", "UNDER_REVIEW", "requested"))).toBe(
      "not_allowed",
    );
    expect(refusal(() => assertTransition("administrator", "CLOSED", "CLOSED", "requested"))).toBe(
      "same_status",
    );
    expect(refusal(() => assertTransition("administrator", "REQUESTED", "ACCEPTED", "cancelled"))).toBe(
      "project_cancelled",
    );
  });
});

describe("legacy status", () => {
  it.each(["requested", "accepted", "in_progress"])("cancels from %s", (legacy) => {
    expect(legacyAfterCancel(legacy, "IN_PROGRESS")).toBe("cancelled");
  });

  it("refuses to cancel twice or from an unknown value", () => {
    expect(refusal(() => legacyAfterCancel("cancelled", "REQUESTED"))).toBe("project_cancelled");
    expect(refusal(() => legacyAfterCancel("archived", "REQUESTED"))).toBe("invalid_transition");
  });

  it("refuses to cancel delivered work (COMPLETED, CLOSED)", () => {
    expect(refusal(() => legacyAfterCancel("accepted", "COMPLETED"))).toBe("invalid_transition");
    expect(refusal(() => legacyAfterCancel("in_progress", "CLOSED"))).toBe("invalid_transition");
  });

  it("sets in_progress on invitation, except for cancelled projects", () => {
    expect(legacyAfterInvite("requested")).toBe("in_progress");
    expect(legacyAfterInvite("accepted")).toBe("in_progress");
    expect(refusal(() => legacyAfterInvite("cancelled"))).toBe("project_cancelled");
  });

  it("marks a requested project accepted when its code becomes ACCEPTED, else keeps it", () => {
    expect(legacyAfterStatusChange("requested", "ACCEPTED")).toBe("accepted");
    expect(legacyAfterStatusChange("in_progress", "ACCEPTED")).toBe("in_progress");
    expect(legacyAfterStatusChange("requested", "UNDER_REVIEW")).toBe("requested");
  });
});
