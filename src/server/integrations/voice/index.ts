import type { Env } from "../../env";
import { builtinInterviewer } from "./builtin-interviewer";
import { hostedInterviewer } from "./hosted-interviewer";
import { recognizerInstalled, synthesizerInstalled } from "./speech";
import type { VoiceInterviewer } from "./voice-interviewer";

export type { VoiceInterviewer, VoiceSession, VoiceSubject } from "./voice-interviewer";

/**
 * The configured provider: `VOICE_PROVIDER` builtin (default, offline) or hosted. The built-in one listens
 * with pocketsphinx when installed unless `VOICE_RECOGNIZER=off`.
 */
export function createVoiceInterviewer(env: Env): VoiceInterviewer {
  if (env.VOICE_PROVIDER === "hosted") {
    return hostedInterviewer({
      url: env.VOICE_AGENT_URL,
      agentId: env.VOICE_AGENT_ID ?? "",
      apiKey: env.VOICE_API_KEY,
    });
  }
  return builtinInterviewer(env.VOICE_RECOGNIZER === "off" ? { recognizer: false } : {});
}

/**
 * The start-up line naming the speech parts found (issue 19 item 18), e.g. "voice interview: builtin;
 * recogniser pocketsphinx: no (typed answers only); synthesiser flite: yes; hosted provider configured: no".
 */
export function speechPartsReport(env: Env): string {
  const yes = (found: boolean) => (found ? "yes" : "no");
  const installed = recognizerInstalled();
  const recognizer =
    env.VOICE_RECOGNIZER === "off"
      ? `${yes(installed)} (off by VOICE_RECOGNIZER: typed answers only)`
      : installed
        ? "yes"
        : "no (typed answers only)";
  const hosted = Boolean(env.VOICE_AGENT_ID);
  return [
    `voice interview: ${env.VOICE_PROVIDER}`,
    `recogniser pocketsphinx: ${recognizer}`,
    `synthesiser flite: ${yes(synthesizerInstalled())}`,
    `hosted provider configured: ${yes(hosted)}`,
  ].join("; ");
}
