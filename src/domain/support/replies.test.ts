import { describe, expect, it } from "vitest";
import { SUPPORT_APOLOGY, SUPPORT_EMAIL, supportReply } from "./replies";

describe("supportReply (spec 1 §2 support chat)", () => {
  it.each([
    ["How do I create a new project?", "create_project"],
    ["What does the AI analysis estimate?", "analysis"],
    ["How much does the Pro plan cost?", "plans"],
    ["What are your pricing options?", "plans"],
    ["How do I pay the advance with a coupon?", "payments"],
    ["Which payment gateway do you use? Razorpay?", "payments"],
    ["How can I become a freelancer?", "freelancer"],
    ["Where are my unread messages?", "messages"],
    ["How do I contact my freelancer?", "messages"],
    ["Can I get a refund?", "refunds"],
    ["I want to cancel my subscription and get my money back", "refunds"],
    ["How do I reach a human at support?", "contact"],
    ["Hello", "greeting"],
  ])("answers %j with the %s topic", (question, topic) => {
    expect(supportReply(question).topic).toBe(topic);
  });

  it("matches whole words, case-insensitively, ignoring punctuation", () => {
    expect(supportReply("PRICING!!!").topic).toBe("plans");
    // "process" contains "pro" and "payroll" contains "pay", but neither is the word.
    expect(supportReply("process payroll").topic).toBe("default");
  });

  it("breaks a tie in favour of the more specific topic (refunds before plans)", () => {
    expect(supportReply("refund subscription").topic).toBe("refunds");
  });

  it("gives the default reply, pointing to support, when nothing matches", () => {
    const reply = supportReply("What is the weather in Pune?");
    expect(reply.topic).toBe("default");
    expect(reply.text).toContain(SUPPORT_EMAIL);
    expect(supportReply("").topic).toBe("default");
  });

  it("states the plans and prices from the constants (spec 1 §1, §9)", () => {
    const { text } = supportReply("pricing");
    expect(text).toContain("Rs 100 per annum, up to 5 accepted projects");
    expect(text).toContain("Rs 10,000 per annum, unlimited");
    expect(text).toContain("Free**: 1 accepted project");
  });

  it("states the payment rules and when refunds are made (spec 2 §5, issue 20 item 5)", () => {
    expect(supportReply("payment").text).toMatch(/advance\*\* of 20%.*\n.*milestone.*final/s);
    expect(supportReply("payment").text).toContain("coupon");
    expect(supportReply("refund").text).toContain("We refund disputes and duplicate charges.");
    expect(supportReply("refund").text).toContain("5-7 working days");
  });

  it("has an apology that asks to retry or contact support", () => {
    expect(SUPPORT_APOLOGY).toMatch(/^Sorry/);
    expect(SUPPORT_APOLOGY).toContain("try again");
    expect(SUPPORT_APOLOGY).toContain(SUPPORT_EMAIL);
  });
});
