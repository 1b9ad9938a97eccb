import { ChevronDown } from "lucide-react";
import { createContext, type ReactNode, useContext, useId, useState } from "react";
import type { Deliverable, EstimateExplanation, NotEstimated } from "@/domain/analysis/schema";
import { formatInr } from "@/domain/money";
import { Badge, type BadgeTone } from "@/web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { formatDate } from "@/web/lib/format";
import { projectTypeLabel } from "./labels";

/**
 * What "How this estimate was made" shows (issue 17 §5), as an analysis or a project's version carries it:
 * the explanation (rates in paise per hour), the deliverables read from the brief, the sentences not
 * estimated and, on project detail, each analysed task's basis. All optional: older analyses lack them.
 */
export interface EstimateFacts {
  explanation?: EstimateExplanation | null;
  deliverables?: Deliverable[];
  notEstimated?: NotEstimated[];
  taskBases?: { title: string; basis: string }[];
}

const CONFIDENCE_TONE: Record<EstimateExplanation["confidence"], BadgeTone> = {
  high: "green",
  medium: "amber",
  low: "red",
};

/** Whether `facts` hold anything to explain; an analysis made before explanations existed holds nothing. */
export function hasEstimateFacts(facts: EstimateFacts | null | undefined): facts is EstimateFacts {
  return Boolean(facts?.explanation || facts?.deliverables?.length || facts?.notEstimated?.length);
}

/**
 * The unit for one of it: units are plural nouns (deliverable-kinds.ts: "pages", "identities", "fixes",
 * "data sources"), a closed English vocabulary these three endings cover.
 */
function singularUnit(unit: string): string {
  return unit
    .replace(/ies$/, "y")
    .replace(/(x|ch|sh|ss)es$/, "$1")
    .replace(/([^s])s$/, "$1");
}

/** "10 articles × 1,200 words", "1 feature", "20 ads in 4 variants": a deliverable's quantity in its unit. */
export function deliverableQuantity(d: Deliverable): string {
  const unit = d.quantity === 1 ? singularUnit(d.unit) : d.unit;
  const words = d.wordsEach ? ` × ${d.wordsEach.toLocaleString("en-IN")} words` : "";
  const pages = d.pagesEach ? ` × ${d.pagesEach} pages` : "";
  const variants = d.variants && d.variants > 1 ? ` in ${d.variants} variants` : "";
  return `${d.quantity.toLocaleString("en-IN")} ${unit}${words}${pages}${variants}`.trim();
}

/** The heading level of the panel's sections: one below the panel's own (see `EstimateExplanationPanel`). */
const SectionHeading = createContext<"h3" | "h4">("h3");

function Section({ title, children }: { title: string; children: ReactNode }) {
  const Heading = useContext(SectionHeading);
  return (
    <section className="space-y-2">
      <Heading className="text-sm font-semibold text-slate-900">{title}</Heading>
      {children}
    </section>
  );
}

function Calendar({ explanation }: { explanation: EstimateExplanation }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-slate-600">Working day</dt>
        <dd className="font-medium text-slate-900">{explanation.hoursPerDay} hours</dd>
      </div>
      <div>
        <dt className="text-slate-600">Working week</dt>
        <dd className="font-medium text-slate-900">{explanation.workingWeek}</dd>
      </div>
      <div>
        <dt className="text-slate-600">Expected start</dt>
        <dd className="font-medium text-slate-900">{formatDate(explanation.expectedStart)}</dd>
      </div>
    </dl>
  );
}

/** Each kind of work's rate (paise per hour, shown in rupees) with its source, said once when all share it. */
function Rates({ rates }: { rates: EstimateExplanation["rates"] }) {
  const shared = rates.length > 1 && rates.every((rate) => rate.source === rates[0].source);
  return (
    <>
      <ul className="space-y-2 text-sm">
        {rates.map((rate) => (
          <li key={rate.category}>
            <span className="font-medium text-slate-900">
              {projectTypeLabel(rate.category)}: {formatInr(rate.ratePaise)} an hour
            </span>
            {!shared && <span className="block text-slate-600">{rate.source}</span>}
          </li>
        ))}
      </ul>
      {shared && <p className="text-sm text-slate-600">Source: {rates[0].source}</p>}
    </>
  );
}

function ExplanationSections({ explanation }: { explanation: EstimateExplanation }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-900">Confidence</span>
        <Badge tone={CONFIDENCE_TONE[explanation.confidence]}>{explanation.confidence}</Badge>
        <span className="text-slate-700">{explanation.confidenceReason}</span>
      </div>
      <Section title="Hourly rates">
        <Rates rates={explanation.rates} />
      </Section>
      <Section title="Schedule">
        <Calendar explanation={explanation} />
        {explanation.team.length > 0 && (
          <p className="text-sm text-slate-700">
            The schedule assumes a team of{" "}
            {explanation.team.map((member) => `${member.people} × ${member.role}`).join(", ")}.
          </p>
        )}
      </Section>
      <Section title="Suggested range">
        <p className="text-sm font-medium text-slate-900">
          {explanation.range.minPercent}% to {explanation.range.maxPercent}% of the estimated cost
        </p>
        <p className="text-sm text-slate-700">{explanation.range.explanation}</p>
      </Section>
      {explanation.assumptions.length > 0 && (
        <Section title="Assumptions">
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {explanation.assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

function Deliverables({ deliverables }: { deliverables: Deliverable[] }) {
  return (
    <Section title="Deliverables read from your brief">
      <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
        {deliverables.map((d, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two deliverables may share a title; order is fixed
          <li key={index} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-3 py-2">
            <span className="font-medium text-slate-900">{d.title}</span>
            <span className="flex items-center gap-2 text-slate-700">
              {deliverableQuantity(d)}
              {d.assumed && (
                <Badge tone="amber" title="The brief gave no quantity; this one was assumed">
                  assumed
                </Badge>
              )}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The parts of the panel, in reading order; each only when the analysis has it. */
function EstimateBody({ facts }: { facts: EstimateFacts }) {
  const { explanation, deliverables = [], notEstimated = [], taskBases = [] } = facts;
  return (
    <>
      {explanation && <ExplanationSections explanation={explanation} />}
      {deliverables.length > 0 && <Deliverables deliverables={deliverables} />}
      {taskBases.length > 0 && (
        <Section title="How each task was estimated">
          <ul className="space-y-1 text-sm">
            {taskBases.map((task, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: task titles may repeat; the list never reorders
              <li key={index}>
                <span className="font-medium text-slate-900">{task.title}:</span>{" "}
                <span className="text-slate-700">{task.basis}</span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {notEstimated.length > 0 && (
        <Section title="Not estimated">
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {notEstimated.map((item) => (
              <li key={item.text}>
                <q className="text-slate-900">{item.text}</q> — {item.reason}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

/**
 * "How this estimate was made" (issue 17 §5): a collapsible panel, its heading a disclosure button, on
 * Create Project step 2, Edit Project's Updated Analysis and project detail (clients and staff only: it
 * names the rates and the client's range, spec 2 §6). Renders nothing when the analysis has nothing to
 * explain (made before explanations existed). `lead` goes first in the body (the engine on detail);
 * `headingLevel` 3 when the panel sits inside a card with its own h2 (Updated Analysis).
 */
export function EstimateExplanationPanel({
  facts,
  defaultOpen = true,
  lead,
  headingLevel = 2,
}: {
  facts: EstimateFacts | null | undefined;
  defaultOpen?: boolean;
  lead?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const headingId = useId();
  const bodyId = useId();
  if (!hasEstimateFacts(facts)) return null;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className={open ? undefined : "pb-5"}>
        <CardTitle id={headingId} as={headingLevel === 2 ? "h2" : "h3"}>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
            className="flex w-full items-center justify-between gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            How this estimate was made
            <ChevronDown
              aria-hidden="true"
              className={`h-5 w-5 shrink-0 text-slate-600 transition-transform ${open ? "rotate-180" : ""}`}
            />
          </button>
        </CardTitle>
      </CardHeader>
      <CardContent id={bodyId} hidden={!open} className="space-y-5">
        {lead}
        <SectionHeading.Provider value={headingLevel === 2 ? "h3" : "h4"}>
          <EstimateBody facts={facts} />
        </SectionHeading.Provider>
      </CardContent>
    </Card>
  );
}
