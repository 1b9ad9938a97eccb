import { useCallback, useEffect, useRef, useState } from "react";
import {
  type ClientMessage,
  INTERVIEW_INPUT_SAMPLE_RATE,
  INTERVIEW_TAKEN_OVER,
  INTERVIEW_TEXTS,
  type ServerMessage,
} from "@/domain/interview/protocol";
import { errorMessage } from "@/web/lib/api-client";
import { startInterview } from "../api/start-interview";

/** Samples per microphone chunk (spec 3 §9 "fixed buffer of 4096"). */
const BUFFER_SIZE = 4096;
/** Reconnections tried in a row after a lost connection, the n-th after n seconds (issue 19 item 18). */
const RECONNECTS = 3;
/** Shown when another window (or a reconnect of it) took the interview over. */
export const TAKEN_OVER_TEXT = "This interview continues in another window.";

/** One line of the conversation pane. */
export interface ConversationLine {
  role: "assistant" | "user";
  text: string;
  at: Date;
}

/** `reconnecting`: the connection was lost mid-interview and the page is resuming it (the server kept it). */
export type InterviewPhase = "connecting" | "live" | "reconnecting" | "saving" | "completed" | "failed";

function toBase64(samples: Float32Array): string {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) pcm[i] = Math.max(-1, Math.min(1, samples[i])) * 0x7fff;
  let binary = "";
  const bytes = new Uint8Array(pcm.buffer);
  for (let i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i]);
  return btoa(binary);
}

function fromBase64(audio: string): Float32Array<ArrayBuffer> {
  const binary = atob(audio);
  const pcm = new Int16Array(binary.length / 2);
  for (let i = 0; i < pcm.length; i += 1) {
    const value = binary.charCodeAt(2 * i) | (binary.charCodeAt(2 * i + 1) << 8);
    pcm[i] = value >= 0x8000 ? value - 0x10000 : value;
  }
  return Float32Array.from(pcm, (v) => v / 0x8000);
}

/**
 * A voice interview session (spec 3 §2 "Voice interview", §4, §7; protocol in src/domain/interview):
 * starts the interview for a token, opens the WebSocket, authenticates, streams the microphone at 16 kHz as
 * 16-bit PCM in 4096-sample chunks (when the browser gives a microphone), plays the interviewer's audio,
 * and keeps the conversation. Typed answers work throughout. `end` asks the server to save; leaving the
 * page releases the microphone, the audio and the connection. Only the server's `completed` (or the socket
 * closing after `end`: spec 3 §8, a failed save is only logged) shows the completion screen; a connection
 * lost mid-interview is resumed with a new token, the server replaying the conversation (issue 19 item 18).
 */
export function useInterview(applicationId: string) {
  const [phase, setPhaseState] = useState<InterviewPhase>("connecting");
  const phaseRef = useRef<InterviewPhase>("connecting");
  const setPhase = useCallback((next: InterviewPhase) => {
    phaseRef.current = next;
    setPhaseState(next);
  }, []);
  const [failure, setFailure] = useState<string | null>(null);
  const [lines, setLines] = useState<ConversationLine[]>([]);
  const [muted, setMuted] = useState(false);
  const [microphone, setMicrophone] = useState<"on" | "unavailable" | "pending">("pending");
  const [recognizer, setRecognizer] = useState(true);
  const socket = useRef<WebSocket | null>(null);
  const mutedRef = useRef(false);
  const playback = useRef<{ context: AudioContext; until: number; sources: AudioBufferSourceNode[] } | null>(
    null,
  );
  const release = useRef<() => void>(() => {});

  const send = useCallback((message: ClientMessage) => {
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(message));
  }, []);

  useEffect(() => {
    let closed = false;
    const stops: (() => void)[] = [];
    release.current = () => {
      for (const stop of stops.splice(0)) stop();
    };
    const fail = (message: string) => {
      if (closed) return;
      setFailure(message);
      setPhase("failed");
      release.current();
    };

    const play = (audio: string, sampleRate: number) => {
      playback.current ??= { context: new AudioContext(), until: 0, sources: [] };
      const player = playback.current;
      const samples = fromBase64(audio);
      if (samples.length === 0) return;
      const buffer = player.context.createBuffer(1, samples.length, sampleRate);
      buffer.copyToChannel(samples, 0);
      const source = player.context.createBufferSource();
      source.buffer = buffer;
      source.connect(player.context.destination);
      const start = Math.max(player.context.currentTime, player.until);
      source.start(start);
      player.until = start + buffer.duration;
      player.sources.push(source);
    };
    const interrupt = () => {
      for (const source of playback.current?.sources.splice(0) ?? []) source.stop();
      if (playback.current) playback.current.until = 0;
    };

    const startMicrophone = async () => {
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1 } });
        const context = new AudioContext({ sampleRate: INTERVIEW_INPUT_SAMPLE_RATE });
        const source = context.createMediaStreamSource(stream);
        const processor = context.createScriptProcessor(BUFFER_SIZE, 1, 1);
        processor.onaudioprocess = (event) => {
          if (!mutedRef.current)
            send({
              type: "user_audio_chunk",
              user_audio_chunk: toBase64(event.inputBuffer.getChannelData(0)),
            });
        };
        source.connect(processor);
        processor.connect(context.destination);
        stops.push(() => {
          processor.disconnect();
          source.disconnect();
          for (const track of stream.getTracks()) track.stop();
          void context.close();
        });
        setMicrophone("on");
      } catch {
        setMicrophone("unavailable");
      }
    };

    let microphoneStarted = false;
    let attempts = 0;
    const connect = async () => {
      let token: string;
      try {
        token = (await startInterview(applicationId)).token;
      } catch (cause) {
        fail(errorMessage(cause, INTERVIEW_TEXTS.initFailed));
        return;
      }
      if (closed) return;
      const url = new URL("/api/interview/ws", window.location.href);
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      const ws = new WebSocket(url);
      socket.current = ws;
      ws.onopen = () => send({ type: "auth", token });
      // An error is always followed by `close`, which decides.
      ws.onclose = (event) => {
        if (closed || socket.current !== ws) return;
        const current = phaseRef.current;
        if (current === "saving") {
          setPhase("completed");
          release.current();
        } else if (current === "completed" || current === "failed") return;
        else if (event.code === INTERVIEW_TAKEN_OVER) fail(TAKEN_OVER_TEXT);
        else if (attempts < RECONNECTS) {
          attempts += 1;
          if (current === "live") setPhase("reconnecting");
          const timer = setTimeout(() => void connect(), attempts * 1000);
          stops.push(() => clearTimeout(timer));
        } else
          fail(current === "connecting" ? INTERVIEW_TEXTS.connectFailed : INTERVIEW_TEXTS.connectionError);
      };
      ws.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as ServerMessage;
        const add = (role: ConversationLine["role"], text: string) =>
          setLines((current) => [...current, { role, text, at: new Date() }]);
        if (message.type === "connected") {
          attempts = 0;
          // A resumed interview's conversation so far is sent again after `connected`.
          setLines([]);
          setRecognizer(message.recognizer);
          setPhase("live");
          if (!microphoneStarted) void startMicrophone();
          microphoneStarted = true;
        } else if (message.type === "agent_response") add("assistant", message.text);
        else if (message.type === "user_transcript") add("user", message.text);
        else if (message.type === "audio") play(message.audio, message.sampleRate);
        else if (message.type === "interruption") interrupt();
        else if (message.type === "error") fail(message.message);
        else if (message.type === "completed") {
          setPhase("completed");
          release.current();
        }
      };
    };
    stops.push(() => socket.current?.close());
    stops.push(() => {
      interrupt();
      void playback.current?.context.close();
      playback.current = null;
    });
    void connect();
    return () => {
      closed = true;
      release.current();
    };
  }, [applicationId, send, setPhase]);

  return {
    phase,
    failure,
    lines,
    muted,
    microphone,
    recognizer,
    toggleMute: () => {
      mutedRef.current = !mutedRef.current;
      setMuted(mutedRef.current);
    },
    answer: (text: string) => send({ type: "user_text", text }),
    end: () => {
      setPhase("saving");
      send({ type: "end" });
    },
  };
}
