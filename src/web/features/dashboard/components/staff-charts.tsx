import { type ReactNode, useId } from "react";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatInr, paiseToRupees } from "@/domain/money";
import { Card } from "@/web/components/ui/card";
import type { Dashboard } from "../api/get-dashboard";

type StaffDashboard = Extract<Dashboard, { kind: "manager" | "administrator" }>;

const AXIS_TEXT = { fill: "#475569", fontSize: 12 };
const BLUE = "#2563eb";
/** The payments axis reaches at least ₹1,000 (in paise). */
const MIN_PAYMENT_AXIS_PAISE = 100_000;
const TEAL = "#0f766e";

/** "2026-11" -> "Nov 2026" (the month is a calendar month in India; read it as UTC to avoid shifting). */
function monthLabel(month: string): string {
  return new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** Rupees on the payment axis (the data stay in paise), compact (₹1.5L), Indian grouping. */
const compactInr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  notation: "compact",
  maximumFractionDigits: 1,
});

/**
 * A chart as a figure: a caption that names it, the chart (its SVG labelled with the same name), and the
 * same figures as a table for people who cannot see the chart.
 */
function ChartFigure({
  title,
  summary,
  chart,
  table,
}: {
  title: string;
  summary: string;
  chart: (name: { title: string; desc: string }) => ReactNode;
  table: ChartTableData;
}) {
  const captionId = useId();
  return (
    <Card>
      <figure aria-labelledby={captionId} className="m-0 p-6">
        <figcaption>
          <h2 id={captionId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{summary}</p>
        </figcaption>
        <div className="mt-4 h-72 w-full">{chart({ title, desc: summary })}</div>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-blue-800">Show data as a table</summary>
          <div className="mt-2 overflow-x-auto">
            <ChartTable {...table} />
          </div>
        </details>
      </figure>
    </Card>
  );
}

const th = "border-b border-slate-200 px-2 py-1 text-left font-medium text-slate-700";
const td = "border-b border-slate-100 px-2 py-1 text-slate-800";

/** A chart's figures as rows: a label (the row header) and a value per further column, right-aligned. */
interface ChartTableData {
  /** The label column's header, then each value column's. */
  columns: [string, ...string[]];
  rows: { key: string; label: string; values: ReactNode[] }[];
}

function ChartTable({ columns: [labelColumn, ...valueColumns], rows }: ChartTableData) {
  return (
    <table className="w-full">
      <thead>
        <tr>
          <th scope="col" className={th}>
            {labelColumn}
          </th>
          {valueColumns.map((column) => (
            <th key={column} scope="col" className={`${th} text-right`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={`${td} text-left font-normal`}>
              {row.label}
            </th>
            {row.values.map((value, index) => (
              <td key={valueColumns[index]} className={`${td} text-right`}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Projects by status: a horizontal bar per status code, in workflow order (issue 7 item 3), then the
 * cancelled projects, which the server leaves out of their codes' bars (issue 19 item 15).
 */
export function ProjectsByStatusChart({
  byStatus,
  cancelled,
}: {
  byStatus: StaffDashboard["projectsByStatus"];
  cancelled: number;
}) {
  const data = [...byStatus, { statusCode: "CANCELLED", name: "Cancelled", count: cancelled }];
  const total = data.reduce((sum, s) => sum + s.count, 0);
  const busiest = [...data].sort((a, b) => b.count - a.count)[0];
  const summary =
    total === 0
      ? "No projects yet."
      : `${total} ${total === 1 ? "project" : "projects"} in all; most are ${busiest.name} (${busiest.count}).`;
  return (
    <ChartFigure
      title="Projects by status"
      summary={summary}
      chart={({ title, desc }) => (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ left: 8, right: 16 }} title={title} desc={desc}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={AXIS_TEXT} />
            <YAxis type="category" dataKey="name" width={128} tick={AXIS_TEXT} interval={0} />
            <Tooltip formatter={(value) => [value, "Projects"]} />
            <Bar dataKey="count" name="Projects" fill={BLUE} radius={[0, 4, 4, 0]} />
          </BarChart>
        </ResponsiveContainer>
      )}
      table={{
        columns: ["Status", "Projects"],
        rows: data.map((s) => ({ key: s.statusCode, label: s.name, values: [s.count] })),
      }}
    />
  );
}

/** Money received by month (last 6 months): project and subscription payments stacked, in rupees. */
export function PaymentsByMonthChart({ data }: { data: StaffDashboard["paymentsByMonth"] }) {
  const rows = data.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const total = data.reduce((sum, m) => sum + m.projectPaise + m.subscriptionPaise, 0);
  const summary = `${formatInr(total)} received in the last ${data.length} months${
    data.length ? ` (${rows[0].label} to ${rows[rows.length - 1].label})` : ""
  }.`;
  return (
    <ChartFigure
      title="Payments by month"
      summary={summary}
      chart={({ title, desc }) => (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ left: 8, right: 8 }} title={title} desc={desc}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            {/* Short month names fit a phone; the tooltip and the table give the year. */}
            <XAxis
              dataKey="label"
              tick={AXIS_TEXT}
              interval={0}
              tickFormatter={(label: string) => label.split(" ")[0]}
            />
            <YAxis
              // At least ₹1,000 high, so months without payments still get a readable scale.
              domain={[0, (max: number) => Math.max(max, MIN_PAYMENT_AXIS_PAISE)]}
              tickFormatter={(paise: number) => compactInr.format(paiseToRupees(paise))}
              tick={AXIS_TEXT}
              width={64}
            />
            <Tooltip formatter={(paise, name) => [formatInr(Number(paise)), name]} />
            <Legend />
            <Bar dataKey="projectPaise" name="Project payments" stackId="paid" fill={BLUE} />
            <Bar dataKey="subscriptionPaise" name="Subscriptions" stackId="paid" fill={TEAL} />
          </BarChart>
        </ResponsiveContainer>
      )}
      table={{
        columns: ["Month", "Project payments", "Subscriptions"],
        rows: rows.map((m) => ({
          key: m.month,
          label: m.label,
          values: [formatInr(m.projectPaise), formatInr(m.subscriptionPaise)],
        })),
      }}
    />
  );
}

/**
 * Both staff charts side by side (stacked on a phone). Default export for `React.lazy`. The columns may not grow to
 * a data table's width (`min-w-0`): a wide table scrolls inside its figure, the page never sideways.
 */
export default function StaffCharts({ data }: { data: StaffDashboard }) {
  return (
    <section aria-label="Charts" className="grid grid-cols-1 gap-6 xl:grid-cols-2 *:min-w-0">
      <ProjectsByStatusChart byStatus={data.projectsByStatus} cancelled={data.cancelledProjects} />
      <PaymentsByMonthChart data={data.paymentsByMonth} />
    </section>
  );
}
