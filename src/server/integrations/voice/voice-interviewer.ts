import type { ServerMessage, TranscriptLine } from "@/domain/interview/protocol";

/** Who is interviewed and what about (the application's skills). */
export interface VoiceSubject {
  fullName: string;
  skills: string[];
}

/** One running interview. */
export interface VoiceSession {
  /** 16-bit mono PCM at 16 kHz, base64, from the microphone. */
  audio(base64: string): void;
  /** A typed answer. */
  text(answer: string): void;
  /** Resolves when the interviewer has nothing more to say (script over, agent hung up). */
  readonly done: Promise<void>;
  /** Ends the session; resolves with this session's lines (not the `earlier` ones it was started with). */
  end(): Promise<TranscriptLine[]>;
}

/**
 * The voice interview (DESIGN §5, issue 6 item 4): starts a session that emits ServerMessages, the first of
 * them `connected`. `earlier` is the conversation of an interview resumed after a disconnect (issue 19 item
 * 18), empty for a new one: the session goes on from there. @throws when the interviewer cannot be reached
 * (hosted).
 */
export interface VoiceInterviewer {
  start(
    subject: VoiceSubject,
    emit: (message: ServerMessage) => void,
    earlier?: readonly TranscriptLine[],
  ): Promise<VoiceSession>;
}
