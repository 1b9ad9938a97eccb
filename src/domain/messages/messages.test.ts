import { describe, expect, it } from "vitest";
import { storedMessageText, unreadBadge } from "./messages";

describe("storedMessageText (spec 3 §5)", () => {
  it("keeps trimmed text, uses (Attachment) for files alone and refuses an empty message", () => {
    expect(storedMessageText("  Hello  ", 0)).toBe("Hello");
    expect(storedMessageText("   ", 2)).toBe("(Attachment)");
    expect(storedMessageText("\n", 0)).toBeNull();
  });
});

describe("unreadBadge (spec 1 §9)", () => {
  it("hides at zero and caps at 99+", () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(7)).toBe("7");
    expect(unreadBadge(99)).toBe("99");
    expect(unreadBadge(100)).toBe("99+");
  });
});
