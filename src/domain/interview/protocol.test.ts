import { describe, expect, it } from "vitest";
import { clientMessageSchema, formatTranscript, parseTranscript } from "./protocol";

describe("interview protocol", () => {
  it("formats the transcript as ROLE: message lines joined by blank lines (spec 3 §3)", () => {
    expect(
      formatTranscript([
        { role: "assistant", text: "Tell me about React." },
        { role: "user", text: "I build shops with it." },
      ]),
    ).toBe("ASSISTANT: Tell me about React.\n\nUSER: I build shops with it.");
  });

  it("reads a stored transcript back into its lines, a message's own blank lines kept", () => {
    const lines = [
      { role: "assistant" as const, text: "Tell me about React." },
      { role: "user" as const, text: "Shops.\n\nAnd a booking app." },
      { role: "assistant" as const, text: "Thank you." },
    ];
    expect(parseTranscript(formatTranscript(lines))).toEqual(lines);
    expect(parseTranscript(null)).toEqual([]);
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
