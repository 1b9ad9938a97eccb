import WebSocket from "ws";
import type { TranscriptLine } from "@/domain/interview/protocol";
import { log } from "../../ops/logger";
import type { VoiceInterviewer } from "./voice-interviewer";

/** The subset of ElevenLabs Conversational AI events we map (its WebSocket API). */
interface AgentEvent {
  type?: string;
  conversation_initiation_metadata_event?: { agent_output_audio_format?: string };
  agent_response_event?: { agent_response?: string };
  user_transcription_event?: { user_transcript?: string };
  audio_event?: { audio_base_64?: string };
  ping_event?: { event_id?: number };
}

/**
 * A hosted conversational agent (ElevenLabs-style, `VOICE_*`), proxied over our protocol: microphone chunks
 * pass through as `user_audio_chunk`, typed answers go as `user_message`, the agent's events are mapped to
 * ours, pings answered. The candidate's name and skills go as dynamic variables. A resumed interview starts a
 * new agent conversation (the agent keeps no state of ours); the caller keeps the earlier lines.
 * @throws when it cannot connect.
 */
export function hostedInterviewer(config: {
  url: string;
  agentId: string;
  apiKey?: string;
}): VoiceInterviewer {
  return {
    async start(subject, emit) {
      const url = new URL(config.url);
      url.searchParams.set("agent_id", config.agentId);
      const agent = new WebSocket(url, { headers: config.apiKey ? { "xi-api-key": config.apiKey } : {} });
      const lines: TranscriptLine[] = [];
      let sampleRate = 16_000;
      const send = (message: object) => {
        if (agent.readyState === WebSocket.OPEN) agent.send(JSON.stringify(message));
      };
      const done = new Promise<void>((resolve) => agent.once("close", () => resolve()));
      agent.on("error", (error) => log.error({ err: error }, "voice agent failed"));
      agent.on("message", (data) => {
        let event: AgentEvent;
        try {
          event = JSON.parse(String(data));
        } catch {
          return;
        }
        const format = event.conversation_initiation_metadata_event?.agent_output_audio_format;
        if (format?.startsWith("pcm_")) sampleRate = Number(format.slice(4)) || sampleRate;
        const said = event.agent_response_event?.agent_response;
        const heard = event.user_transcription_event?.user_transcript;
        if (event.type === "agent_response" && said) {
          lines.push({ role: "assistant", text: said });
          emit({ type: "agent_response", text: said });
        } else if (event.type === "user_transcript" && heard) {
          lines.push({ role: "user", text: heard });
          emit({ type: "user_transcript", text: heard });
        } else if (event.type === "audio" && event.audio_event?.audio_base_64) {
          emit({ type: "audio", audio: event.audio_event.audio_base_64, sampleRate });
        } else if (event.type === "interruption") emit({ type: "interruption" });
        else if (event.type === "ping") send({ type: "pong", event_id: event.ping_event?.event_id });
      });
      // Listening starts before `open` resolves: the agent may speak in the same packet as the handshake.
      await new Promise<void>((resolve, reject) => {
        agent.once("open", () => {
          emit({ type: "connected", recognizer: true });
          send({
            type: "conversation_initiation_client_data",
            dynamic_variables: { candidate_name: subject.fullName, skills: subject.skills.join(", ") },
          });
          resolve();
        });
        agent.once("error", reject);
      });
      return {
        done,
        audio(base64) {
          send({ user_audio_chunk: base64 });
        },
        text(answer) {
          lines.push({ role: "user", text: answer });
          emit({ type: "user_transcript", text: answer });
          send({ type: "user_message", text: answer });
        },
        async end() {
          agent.close();
          return lines;
        },
      };
    },
  };
}
