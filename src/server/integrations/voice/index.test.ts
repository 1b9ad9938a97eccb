import { describe, expect, it } from "vitest";
import type { ServerMessage } from "@/domain/interview/protocol";
import { loadEnv } from "../../env";
import { createVoiceInterviewer, speechPartsReport } from ".";
import { recognizerInstalled } from "./speech";

const subject = { fullName: "Asha Rao", skills: ["React"] };

describe("the voice interview's configuration (issue 19 item 18)", () => {
  it("names at start-up the speech parts found: recogniser, synthesiser, hosted provider", () => {
    const found = recognizerInstalled() ? "yes" : "no (typed answers only)";
    expect(speechPartsReport(loadEnv({}))).toBe(
      `voice interview: builtin; recogniser pocketsphinx: ${found}; synthesiser flite: yes; hosted provider configured: no`,
    );
    expect(speechPartsReport(loadEnv({ VOICE_RECOGNIZER: "off" }))).toMatch(
      /recogniser pocketsphinx: (yes|no) \(off by VOICE_RECOGNIZER: typed answers only\)/,
    );
    expect(speechPartsReport(loadEnv({ VOICE_PROVIDER: "hosted", VOICE_AGENT_ID: "agent-1" }))).toMatch(
      /^voice interview: hosted; .*hosted provider configured: yes$/,
    );
  });

  it("VOICE_RECOGNIZER=off starts built-in interviews that take typed answers only", async () => {
    const got: ServerMessage[] = [];
    const session = await createVoiceInterviewer(loadEnv({ VOICE_RECOGNIZER: "off" })).start(subject, (m) =>
      got.push(m),
    );
    expect(got[0]).toEqual({ type: "connected", recognizer: false });
    await session.end();
  });

  it("a resumed built-in interview welcomes back and asks the first unanswered question", async () => {
    const got: ServerMessage[] = [];
    const earlier = [
      { role: "assistant" as const, text: "Hello Asha." },
      {
        role: "assistant" as const,
        text: "Tell me about your experience with React. What have you built with it?",
      },
      { role: "user" as const, text: "Shops." },
    ];
    const session = await createVoiceInterviewer(loadEnv({ VOICE_RECOGNIZER: "off" })).start(
      subject,
      (m) => got.push(m),
      earlier,
    );
    const lines = await session.end();
    expect(lines.map((line) => line.text)).toEqual([
      "Welcome back, Asha. Let us continue where we stopped.",
      "How many hours a week are you available for freelance projects, and in which time zone?",
    ]);
  });
});
