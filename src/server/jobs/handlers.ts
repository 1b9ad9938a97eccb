import type { Deps } from "../context";
import { ASSISTANT_JOB, answerMessage } from "../modules/messaging/assistant-job";
import type { JobHandler } from "./job-queue";

/** Every kind of background job and the use case that runs it. */
export function jobHandlers(deps: Deps): Record<string, JobHandler> {
  return {
    [ASSISTANT_JOB]: (payload) => answerMessage(deps, String(payload.messageId)),
  };
}
