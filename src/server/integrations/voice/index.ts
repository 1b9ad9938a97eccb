import type { Env } from "../../env";
import { builtinInterviewer } from "./builtin-interviewer";
import { hostedInterviewer } from "./hosted-interviewer";
import type { VoiceInterviewer } from "./voice-interviewer";

export type { VoiceInterviewer, VoiceSession, VoiceSubject } from "./voice-interviewer";

/** The configured provider: `VOICE_PROVIDER` builtin (default, offline) or hosted. */
export function createVoiceInterviewer(env: Env): VoiceInterviewer {
  if (env.VOICE_PROVIDER === "hosted") {
    return hostedInterviewer({
      url: env.VOICE_AGENT_URL,
      agentId: env.VOICE_AGENT_ID ?? "",
      apiKey: env.VOICE_API_KEY,
    });
  }
  return builtinInterviewer();
}
