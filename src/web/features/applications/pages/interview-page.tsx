import { CheckCircle2, Mic, MicOff, PhoneOff, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { INTERVIEW_TEXTS } from "@/domain/interview/protocol";
import { LoadingState } from "@/web/components/page-states";
import { Alert } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import { useInterview } from "../components/use-interview";

function EndScreen({ ok, reason }: { ok: boolean; reason?: string | null }) {
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="space-y-4 py-10 text-center">
        {ok ? (
          <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-green-700" />
        ) : (
          <TriangleAlert aria-hidden="true" className="mx-auto h-12 w-12 text-red-700" />
        )}
        <h1 className="text-xl font-semibold text-slate-900">
          {ok ? INTERVIEW_TEXTS.completedTitle : INTERVIEW_TEXTS.failedTitle}
        </h1>
        <p className="text-slate-700">{ok ? INTERVIEW_TEXTS.completedBody : reason}</p>
        <Button asChild>
          <Link to="/">Return to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * The voice interview (spec 3 §2, route /interview/{applicationId}): "Setting up your interview..." while
 * connecting; then the conversation pane (interviewer left, candidate right, each with a time), mute /
 * unmute with the spec's texts, a box to type an answer (when there is no microphone or no recogniser, and
 * for anyone who prefers typing), and End Interview; the completion and failure screens. A lost connection
 * shows "Reconnecting" over the conversation while the interview is resumed (issue 19 item 18).
 */
export function InterviewPage() {
  const { applicationId = "" } = useParams();
  const interview = useInterview(applicationId);
  const [draft, setDraft] = useState("");
  const pane = useRef<HTMLOListElement>(null);
  const count = interview.lines.length;

  useEffect(() => {
    if (count > 0) pane.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [count]);

  if (interview.phase === "connecting") return <LoadingState label={INTERVIEW_TEXTS.settingUp} />;
  if (interview.phase === "completed") return <EndScreen ok />;
  if (interview.phase === "failed") return <EndScreen ok={false} reason={interview.failure} />;

  const voice = interview.microphone === "on" && interview.recognizer;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Voice interview</h1>
      {interview.phase === "reconnecting" && (
        <Alert tone="warning">Connection lost. Reconnecting to your interview...</Alert>
      )}
      {interview.microphone === "unavailable" && (
        <Alert tone="warning">{INTERVIEW_TEXTS.micRequired}. You can type your answers below instead.</Alert>
      )}
      {interview.microphone === "on" && !interview.recognizer && (
        <Alert tone="info">
          Speech recognition is not available on this server. Please type your answers below.
        </Alert>
      )}
      <Card>
        <CardContent className="p-0">
          <ol
            ref={pane}
            aria-label="Conversation"
            aria-live="polite"
            className="h-96 space-y-3 overflow-y-auto p-4"
          >
            {count === 0 && <li className="text-center text-sm text-slate-600">{INTERVIEW_TEXTS.empty}</li>}
            {interview.lines.map((line, index) => (
              <li
                // Lines are only ever appended.
                // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
                key={index}
                className={cn("flex flex-col", line.role === "user" ? "items-end" : "items-start")}
              >
                <p
                  className={cn(
                    "max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap",
                    line.role === "user" ? "bg-blue-600 text-white" : "bg-slate-100 text-slate-900",
                  )}
                >
                  <span className="sr-only">{line.role === "user" ? "You: " : "Interviewer: "}</span>
                  {line.text}
                </p>
                <time className="mt-0.5 text-xs text-slate-600" dateTime={line.at.toISOString()}>
                  {line.at.toLocaleTimeString("en-IN", { hour: "2-digit", minute: "2-digit" })}
                </time>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      {interview.microphone === "on" && (
        <div className="flex items-center gap-3">
          <Button variant="secondary" onClick={interview.toggleMute} aria-pressed={interview.muted}>
            {interview.muted ? (
              <MicOff aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Mic aria-hidden="true" className="h-4 w-4" />
            )}
            {interview.muted ? "Unmute" : "Mute"}
          </Button>
          <p role="status" className="text-sm text-slate-700">
            {interview.muted ? INTERVIEW_TEXTS.muted : INTERVIEW_TEXTS.listening}
          </p>
        </div>
      )}
      <form
        noValidate
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.trim()) return;
          interview.answer(draft.trim());
          setDraft("");
        }}
      >
        <FormField label={voice ? "Or type your answer" : "Your answer"}>
          <Textarea
            rows={3}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
        </FormField>
        <div className="flex flex-wrap justify-between gap-2">
          <Button type="submit" variant="secondary" disabled={!draft.trim() || interview.phase !== "live"}>
            Send answer
          </Button>
          <Button
            type="button"
            variant="destructive"
            onClick={interview.end}
            disabled={interview.phase !== "live"}
          >
            <PhoneOff aria-hidden="true" className="h-4 w-4" /> End Interview
          </Button>
        </div>
      </form>
    </div>
  );
}
