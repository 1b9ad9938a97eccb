import { Cpu, Sparkles } from "lucide-react";
import { Alert } from "@/web/components/ui/alert";

/** The sentence that names the engine of an analysis (issue 17 §5, DESIGN §5); null for an unknown one. */
export function engineSentence(engine: string | null | undefined): string | null {
  if (engine === "ai") return "Analysed by AI";
  if (engine === "built-in") return "Estimated by Kaarya's built-in estimator";
  return null;
}

/**
 * Which engine produced an analysis: "Analysed by AI" or "Estimated by Kaarya's built-in estimator", and,
 * when the AI provider failed (`fallbackReason`), that the built-in estimate was used and why.
 */
export function EngineNote({
  engine,
  fallbackReason,
}: {
  engine: string | null | undefined;
  fallbackReason?: string;
}) {
  const sentence = engineSentence(engine);
  if (!sentence) return null;
  const Icon = engine === "ai" ? Sparkles : Cpu;
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-blue-600" />
        {sentence}
      </p>
      {fallbackReason && (
        <Alert
          tone="warning"
          title="The AI could not analyse this brief, so Kaarya's built-in estimator made this estimate."
        >
          Reason: {fallbackReason}
        </Alert>
      )}
    </div>
  );
}
