import { Gauge } from "lucide-react";
import { useId } from "react";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { TYPE_LABELS } from "@/domain/analysis/analysis-text";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Badge } from "@/web/components/ui/badge";
import { Card } from "@/web/components/ui/card";
import { ScrollArea } from "@/web/components/ui/scroll-area";
import { Table, Td, Th } from "@/web/components/ui/table";
import { type Calibration, type CalibrationRatio, useCalibration } from "../api/get-calibration";

/** At most this many kinds of work are drawn over time (the most projects first); the table lists them all. */
const CHARTED_KINDS = 5;
const COLOURS = ["#2563eb", "#0f766e", "#b45309", "#7c3aed", "#be123c"];
const AXIS_TEXT = { fill: "#475569", fontSize: 12 };

/** "2026-11" -> "Nov 2026" (a calendar month in India; read as UTC so it does not shift). */
function monthLabel(month: string): string {
  return new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

const capitalised = (label: string) => `${label[0].toUpperCase()}${label.slice(1)}`;
const hours = (h: number) => `${h.toLocaleString("en-IN")} h`;

function RatioStatus({ ratio, minProjects }: { ratio: CalibrationRatio; minProjects: number }) {
  if (ratio.applied) return <Badge tone="green">Applied to new estimates</Badge>;
  const more = minProjects - ratio.projects;
  return (
    <Badge tone="gray">
      {more} more project{more === 1 ? "" : "s"} needed
    </Badge>
  );
}

/** The ratios now: one row per kind of work. */
function RatiosTable({ calibration }: { calibration: Calibration }) {
  return (
    <ScrollArea label="Ratios per kind of work" className="bg-white">
      <Table className="min-w-[40rem]">
        <thead>
          <tr>
            <Th>Kind of work</Th>
            <Th className="text-right">Actual ÷ estimated</Th>
            <Th className="text-right">Projects</Th>
            <Th className="text-right">Estimated</Th>
            <Th className="text-right">Actual</Th>
            <Th>Status</Th>
          </tr>
        </thead>
        <tbody>
          {calibration.ratios.map((ratio) => (
            <tr key={ratio.subcategory}>
              <Td>
                <span className="font-medium">{capitalised(ratio.label)}</span>
                <span className="block text-xs text-slate-600">{TYPE_LABELS[ratio.projectType]}</span>
              </Td>
              <Td className="text-right tabular-nums">
                {ratio.ratio}×
                {ratio.unboundedRatio !== ratio.ratio && (
                  <span className="block text-xs text-slate-600">measured {ratio.unboundedRatio}×</span>
                )}
              </Td>
              <Td className="text-right tabular-nums">{ratio.projects}</Td>
              <Td className="text-right tabular-nums">{hours(ratio.estimatedHours)}</Td>
              <Td className="text-right tabular-nums">{hours(ratio.actualHours)}</Td>
              <Td>
                <RatioStatus ratio={ratio} minProjects={calibration.minProjects} />
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollArea>
  );
}

/** The ratios at the end of each month: a line per kind of work, and the same figures as a table. */
function RatiosOverTime({ calibration }: { calibration: Calibration }) {
  const captionId = useId();
  const kinds = [...calibration.ratios].sort((a, b) => b.projects - a.projects).slice(0, CHARTED_KINDS);
  const rows = calibration.history.map((month) => ({
    month: monthLabel(month.month),
    ...Object.fromEntries(month.ratios.map((r) => [r.subcategory, r.ratio])),
  }));
  const summary = `Actual ÷ estimated hours of completed projects up to the end of each month, ${monthLabel(calibration.history[0].month)} to ${monthLabel(calibration.history[calibration.history.length - 1].month)}.`;
  return (
    <Card>
      <figure aria-labelledby={captionId} className="m-0 p-4 sm:p-6">
        <figcaption>
          <h2 id={captionId} className="text-lg font-semibold text-slate-900">
            Ratios over time
          </h2>
          <p className="mt-1 text-sm text-slate-600">{summary}</p>
        </figcaption>
        <div className="mt-4 h-72 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              data={rows}
              margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
              title="Ratios over time"
              desc={summary}
            >
              <CartesianGrid stroke="#e2e8f0" vertical={false} />
              <XAxis dataKey="month" tick={AXIS_TEXT} />
              <YAxis tick={AXIS_TEXT} domain={[calibration.bounds.min, calibration.bounds.max]} />
              <Tooltip formatter={(value) => `${value}×`} />
              <Legend />
              {kinds.map((kind, i) => (
                <Line
                  key={kind.subcategory}
                  type="monotone"
                  dataKey={kind.subcategory}
                  name={capitalised(kind.label)}
                  stroke={COLOURS[i]}
                  strokeWidth={2}
                  connectNulls
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-blue-800">Show data as a table</summary>
          <ScrollArea label="Ratios by month" className="mt-2">
            <Table>
              <thead>
                <tr>
                  <Th>Month</Th>
                  {calibration.ratios.map((r) => (
                    <Th key={r.subcategory} className="text-right">
                      {capitalised(r.label)}
                    </Th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {calibration.history.map((month) => (
                  <tr key={month.month}>
                    <Th scope="row" className="bg-white font-medium">
                      {monthLabel(month.month)}
                    </Th>
                    {calibration.ratios.map((kind) => {
                      const r = month.ratios.find((m) => m.subcategory === kind.subcategory);
                      return (
                        <Td key={kind.subcategory} className="text-right tabular-nums">
                          {r ? `${r.ratio}× (${r.projects})` : "—"}
                        </Td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollArea>
        </details>
      </figure>
    </Card>
  );
}

/**
 * Calibration (issue 20 item 7; managers and administrators): how completed projects' logged hours compare
 * with their estimates per kind of work, which ratios new estimates apply (from `minProjects` projects, held
 * to the bounds), and how the ratios moved month by month.
 */
export function CalibrationPage() {
  const calibration = useCalibration();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Calibration"
        description="Actual hours logged on completed projects against their estimates, per kind of work."
      />
      {calibration.isPending ? (
        <LoadingState label="Loading calibration..." />
      ) : calibration.isError ? (
        <ErrorState message="Failed to load the calibration" onRetry={() => calibration.refetch()} />
      ) : calibration.data.ratios.length === 0 ? (
        <EmptyState
          icon={<Gauge aria-hidden="true" className="h-10 w-10" />}
          title="No completed projects with logged hours yet"
          description="When projects complete with actual hours logged on their tasks, their ratios appear here."
        />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            New estimates multiply the production hours of a kind of work by its ratio once{" "}
            {calibration.data.minProjects} completed projects back it, held to {calibration.data.bounds.min}–
            {calibration.data.bounds.max}×, and say so in "How this estimate was made".
          </p>
          <RatiosTable calibration={calibration.data} />
          <RatiosOverTime calibration={calibration.data} />
        </>
      )}
    </div>
  );
}
