import type { Server } from "node:http";
import { type RawData, WebSocket, WebSocketServer } from "ws";
import {
  clientMessageSchema,
  INTERVIEW_TAKEN_OVER,
  INTERVIEW_TEXTS,
  type ServerMessage,
} from "@/domain/interview/protocol";
import type { Deps } from "../../context";
import { createVoiceInterviewer, type VoiceInterviewer } from "../../integrations/voice";
import { log } from "../../ops/logger";
import { completeInterview, interviewSubject, saveInterviewProgress } from "./interview";

export const INTERVIEW_SOCKET_PATH = "/api/interview/ws";
/** Largest client message: a user_audio_chunk of the protocol's maximum plus its envelope. */
const MAX_PAYLOAD = 512 * 1024;

/**
 * The voice interview's WebSocket (spec 3 §7 "Interview") at /api/interview/ws on `server`: the first
 * message must be `{type: auth, token}` (else `error` and close), then the interviewer runs; `end` or the
 * interviewer finishing saves the transcript once (then `completed`). The socket closing before that (a
 * closed tab, a lost connection, a server shutdown) saves the conversation so far without completing it
 * (issue 19 item 18): the next connection replays it after `connected` and the interviewer goes on from the
 * first unanswered question. One session per application at a time: a new connection takes over from an
 * older one still open (its socket closes with INTERVIEW_TAKEN_OVER).
 */
export function attachInterviewSocket(
  server: Server,
  deps: Deps,
  interviewer: VoiceInterviewer = createVoiceInterviewer(deps.env),
): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD });
  /** Running sessions by application: each entry suspends its session (saving the progress). */
  const active = new Map<string, () => Promise<void>>();
  server.on("upgrade", (request, socket, head) => {
    // The interview is the only WebSocket: any other upgrade is refused rather than left hanging.
    if (new URL(request.url ?? "/", "http://x").pathname !== INTERVIEW_SOCKET_PATH)
      return void socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => serve(ws));
  });

  function serve(ws: WebSocket) {
    const send = (message: ServerMessage) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
    };
    const fail = (message: string) => {
      send({ type: "error", message });
      ws.close(1008);
    };
    let started: ReturnType<typeof run> | undefined;
    // A malformed frame or a dropped connection emits "error" (then "close"): without a listener it would
    // throw and take the whole server down.
    ws.on("error", (error) => log.warn({ err: error }, "voice interview socket error"));
    ws.on("message", (data: RawData) => {
      let parsed: ReturnType<typeof clientMessageSchema.safeParse>;
      try {
        parsed = clientMessageSchema.safeParse(JSON.parse(String(data)));
      } catch {
        return fail(INTERVIEW_TEXTS.initFailed);
      }
      if (!parsed.success) return fail(INTERVIEW_TEXTS.initFailed);
      const message = parsed.data;
      if (!started) {
        if (message.type !== "auth") return fail(INTERVIEW_TEXTS.initFailed);
        started = run(message.token).catch((error) => {
          log.error({ err: error }, "voice interview failed");
          fail(INTERVIEW_TEXTS.connectFailed);
          return undefined;
        });
        return;
      }
      void started.then((session) => {
        if (!session) return;
        if (message.type === "user_audio_chunk") session.audio(message.user_audio_chunk);
        else if (message.type === "user_text") session.text(message.text);
        else if (message.type === "end") void session.finish();
      });
    });
    ws.on("close", () => void started?.then((session) => session?.suspend()));

    async function run(token: string) {
      let subject = await interviewSubject(deps, token);
      if (!subject) return void fail(INTERVIEW_TEXTS.notScheduled);
      // A reconnect may arrive before the server sees the old connection drop: the old one saves and yields.
      const previous = active.get(subject.applicationId);
      if (previous) {
        await previous();
        subject = await interviewSubject(deps, token);
        if (!subject) return void fail(INTERVIEW_TEXTS.notScheduled);
      }
      if (active.has(subject.applicationId)) return void fail(INTERVIEW_TEXTS.connectFailed);
      const { earlier } = subject;
      const emit = (message: ServerMessage) => {
        send(message);
        if (message.type !== "connected") return;
        for (const line of earlier)
          send(
            line.role === "user"
              ? { type: "user_transcript", text: line.text }
              : { type: "agent_response", text: line.text },
          );
      };
      const starting = interviewer.start(subject, emit, earlier);
      let stopping: Promise<void> | undefined;
      /** Ends the session once: `complete` saves the interview as done, else only its progress. */
      const stop = (complete: boolean) => {
        stopping ??= (async () => {
          try {
            const lines = [...earlier, ...(await (await starting).end())];
            if (!complete) return await saveInterviewProgress(deps, subject, lines);
            await completeInterview(deps, subject, lines);
            send({ type: "completed" });
          } catch (error) {
            // Spec 3 §8: a failure while saving is only logged.
            log.error({ err: error }, "voice interview: saving the transcript failed");
          } finally {
            active.delete(subject.applicationId);
            ws.close(complete ? 1000 : INTERVIEW_TAKEN_OVER);
          }
        })();
        return stopping;
      };
      active.set(subject.applicationId, () => stop(false));
      let session: Awaited<typeof starting>;
      try {
        session = await starting;
      } catch (error) {
        log.error({ err: error }, "voice interview failed");
        active.delete(subject.applicationId);
        return void fail(INTERVIEW_TEXTS.connectFailed);
      }
      void session.done.then(() => stop(true));
      return {
        audio: session.audio,
        text: session.text,
        finish: () => stop(true),
        suspend: () => stop(false),
      };
    }
  }
  return wss;
}
