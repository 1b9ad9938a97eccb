import { describe, expect, it } from "vitest";
import { clientMessageSchema, formatTranscript } from "./protocol";

describe("interview protocol", () => {
  it("formats the transcript as ROLE: message lines joined by blank lines (spec 3 §3)", () => {
    expect(
      formatTranscript([
        { role: "assistant", text: "Tell me about React." },
        { role: "user", text: "I build shops with it." },
      ]),
    ).toBe("ASSISTANT: Tell me about React.\n\nUSER: I build shops with it.");
  });

  it("accepts the four client messages and nothing else", () => {
    expect(clientMessageSchema.safeParse({ type: "auth", token: "t" }).success).toBe(true);
    expect(
      clientMessageSchema.safeParse({ type: "user_audio_chunk", user_audio_chunk: "AAA=" }).success,
    ).toBe(true);
    expect(clientMessageSchema.safeParse({ type: "user_text", text: "  " }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: "shell", cmd: "ls" }).success).toBe(false);
  });
});
