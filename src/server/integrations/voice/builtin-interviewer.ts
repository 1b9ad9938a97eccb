import type { ServerMessage, TranscriptLine } from "@/domain/interview/protocol";
import { log } from "../../ops/logger";
import { interviewScript } from "./interview-script";
import { recognize, recognizerInstalled, SPEECH_SAMPLE_RATE, synthesize } from "./speech";
import { TurnTaker } from "./turn-taking";
import type { VoiceInterviewer } from "./voice-interviewer";

/**
 * The scripted interviewer (DESIGN §5): speaks each line as text and flite audio (16 kHz), listens with
 * pocketsphinx, answers ending after ~1.2 s of silence; typed answers always work. `recognizer: false`
 * (or pocketsphinx missing) accepts typed answers only. A resumed interview (`earlier` holds its answers)
 * welcomes the candidate back and asks the first question not yet answered.
 */
export function builtinInterviewer(options: { recognizer?: boolean } = {}): VoiceInterviewer {
  return {
    async start(subject, emit, earlier = []) {
      const canListen = options.recognizer ?? recognizerInstalled();
      const script = interviewScript(subject);
      const lines: TranscriptLine[] = [];
      // Each answer answers one question, in order: the next to ask is the one after the answers so far.
      let next = earlier.filter((line) => line.role === "user").length;
      let finished = false;
      let speakingUntil = 0;
      let chain = Promise.resolve();
      let markDone = () => {};
      const done = new Promise<void>((resolve) => {
        markDone = resolve;
      });
      const queue = (work: () => Promise<void>) => {
        chain = chain.then(work).catch((error) => log.error({ err: error }, "voice interview failed"));
      };
      const say = async (text: string) => {
        lines.push({ role: "assistant", text });
        emit({ type: "agent_response", text });
        const pcm = await synthesize(text);
        speakingUntil = Date.now() + (pcm.length / 2 / SPEECH_SAMPLE_RATE) * 1000;
        emit({ type: "audio", audio: pcm.toString("base64"), sampleRate: SPEECH_SAMPLE_RATE });
      };
      const ask = async () => {
        if (next < script.questions.length) return say(script.questions[next++]);
        finished = true;
        await say(script.closing);
        markDone();
      };
      const answer = async (text: string) => {
        if (finished || !text) return;
        lines.push({ role: "user", text });
        emit({ type: "user_transcript", text });
        await ask();
      };
      const turns = new TurnTaker(
        (pcm) => queue(async () => answer(await recognize(pcm))),
        () => {
          if (Date.now() < speakingUntil) emit({ type: "interruption" } satisfies ServerMessage);
        },
      );
      emit({ type: "connected", recognizer: canListen });
      queue(async () => {
        await say(earlier.length > 0 ? script.welcomeBack : script.greeting);
        await ask();
      });
      return {
        done,
        audio(base64) {
          if (canListen && !finished) turns.push(Buffer.from(base64, "base64"));
        },
        text(typed) {
          queue(() => answer(typed.trim()));
        },
        async end() {
          if (canListen) turns.flush();
          await chain;
          finished = true;
          return lines;
        },
      };
    },
  };
}
