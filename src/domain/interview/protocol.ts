/**
 * The voice interview's WebSocket protocol (spec 3 §7 "Interview", §9 audio constants; issue 6 item 4),
 * shared by the page and the server. Audio is base64 16-bit little-endian mono PCM: 16 kHz from the
 * browser, `sampleRate` (given with each chunk) from the server.
 *
 * @module
 */
import { z } from "zod";

/** Microphone audio the browser sends (spec 3 §9). */
export const INTERVIEW_INPUT_SAMPLE_RATE = 16_000;
/**
 * The close code of a socket whose interview another connection (a second tab, a reconnect) took over: the
 * page does not reconnect from it (issue 19 item 18).
 */
export const INTERVIEW_TAKEN_OVER = 4000;
/** Questions the built-in interviewer asks (issue 6 item 4). */
export const INTERVIEW_QUESTIONS = { min: 5, max: 7 } as const;

/**
 * Client -> server. The first message must be `auth` with the token from
 * `POST /api/applications/{id}/interview`. `user_text` (ours) is a typed answer, for when no microphone or
 * recogniser is available; `end` ends and saves the interview.
 */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("auth"), token: z.string().min(1).max(2000) }),
  z.object({ type: z.literal("user_audio_chunk"), user_audio_chunk: z.string().max(400_000) }),
  z.object({ type: z.literal("user_text"), text: z.string().trim().min(1).max(4000) }),
  z.object({ type: z.literal("end") }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Server -> client. */
export type ServerMessage =
  /** Authenticated; `recognizer` says whether spoken answers can be understood (else the page offers typing). */
  | { type: "connected"; recognizer: boolean }
  | { type: "error"; message: string }
  /** What the interviewer says, as text. */
  | { type: "agent_response"; text: string }
  /** What the candidate said, as recognised (or typed). */
  | { type: "user_transcript"; text: string }
  /** The interviewer's speech: base64 16-bit mono PCM at `sampleRate` Hz. */
  | { type: "audio"; audio: string; sampleRate: number }
  /** The candidate spoke over the interviewer: stop playing its audio. */
  | { type: "interruption" }
  /** The interview is over and saved (ours); the page shows the completion screen. */
  | { type: "completed" };

/** One line of the conversation. */
export interface TranscriptLine {
  role: "assistant" | "user";
  text: string;
}

/** The stored transcript (spec 3 §3): lines `ROLE: message` joined by blank lines. */
export function formatTranscript(lines: readonly TranscriptLine[]): string {
  return lines.map((line) => `${line.role.toUpperCase()}: ${line.text}`).join("\n\n");
}

/**
 * Reads a stored transcript back into lines (the inverse of formatTranscript): a line starts at
 * `ASSISTANT: ` or `USER: ` after a blank line, so a message's own blank lines stay in it. Text before the
 * first role is dropped; null or "" gives [].
 */
export function parseTranscript(stored: string | null): TranscriptLine[] {
  if (!stored) return [];
  return stored.split(/\n\n(?=(?:ASSISTANT|USER): )/).flatMap((chunk): TranscriptLine[] => {
    const match = /^(ASSISTANT|USER): ([\s\S]*)$/.exec(chunk);
    if (!match) return [];
    return [{ role: match[1] === "USER" ? "user" : "assistant", text: match[2] }];
  });
}

/** The interview texts of spec 3 §2, §8. */
export const INTERVIEW_TEXTS = {
  notFound: "Application not found",
  notScheduled: "This application is not scheduled for interview",
  alreadyDone: "You have already completed this interview",
  initFailed: "Failed to initialize interview",
  micRequired: "Microphone access is required for voice interview",
  connectionError: "Connection error occurred. Please check your network connection.",
  connectFailed: "Failed to establish connection with interview system. Please try again.",
  settingUp: "Setting up your interview...",
  empty: "Conversation will appear here...",
  muted: "Microphone is muted",
  listening: "Speak naturally - the assistant is listening",
  completedTitle: "Interview Completed!",
  completedBody:
    "Thank you for completing the interview. Our team will review the conversation and get back to you shortly.",
  failedTitle: "Unable to Start Interview",
} as const;
