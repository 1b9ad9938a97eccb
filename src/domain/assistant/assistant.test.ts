import { describe, expect, it } from "vitest";
import {
  type AssistantContext,
  assistantReply,
  audienceOf,
  contextForRole,
  detectIntent,
  threadContext,
} from "./assistant";

const context: AssistantContext = {
  projectTitle: "Cafe website",
  statusName: "In Progress",
  deadline: "2027-03-31",
  nextPayment: { description: "Milestone 1", amount: 2_400_000, dueDate: "2027-01-15" },
  freelancerBudget: 1_800_000,
  tasksInProgress: ["Page design"],
  team: ["Asha (freelancer)"],
};

describe("detectIntent", () => {
  it("answers questions by intent and stays quiet otherwise", () => {
    expect(detectIntent("When is the next payment due?")).toBe("payment");
    expect(detectIntent("What is the status?")).toBe("status");
    expect(detectIntent("Who is working on this?")).toBe("contact");
    expect(detectIntent("Thanks, looks great")).toBeNull();
  });
});

describe("assistantReply", () => {
  it("tells a client the next payment but never the freelancer budget", () => {
    const reply = assistantReply("payment", "client", context);
    expect(reply).toContain("₹24,000.00");
    expect(reply).not.toContain("18,000");
  });
  it("tells a freelancer the freelancer budget but never client payments", () => {
    const reply = assistantReply("payment", "freelancer", { ...context, nextPayment: null });
    expect(reply).toContain("₹18,000.00");
    expect(reply).not.toContain("24,000");
  });
});

describe("contextForRole", () => {
  it("drops the freelancer budget for a client and the next payment for a freelancer, keeping the rest", () => {
    expect(contextForRole("client", context)).toEqual({ ...context, freelancerBudget: null });
    expect(contextForRole("freelancer", context)).toEqual({ ...context, nextPayment: null });
  });
});

describe("threadContext and audienceOf (issue 19 item 11)", () => {
  it("keeps no budget or payment for the thread, and sends payment answers to the asker alone", () => {
    expect(threadContext(context)).toEqual({ ...context, nextPayment: null, freelancerBudget: null });
    expect(audienceOf("payment")).toBe("asker");
    for (const category of ["status", "deadline", "progress", "contact", "other"])
      expect(audienceOf(category)).toBe("thread");
  });
});
