import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatHours } from "@/web/lib/format";

const AXIS_TEXT = { fill: "#475569", fontSize: 12 };
const ESTIMATED_COLOUR = "#94a3b8";
const ACTUAL_COLOUR = "#2563eb";

/**
 * The bars of Hours by Milestone (issue 20 item 6): estimated beside actual hours per milestone group. A
 * module of its own so that recharts loads (lazily, in its chunk) only where the chart is drawn.
 */
export default function HoursByMilestoneChart({
  rows,
  summary,
}: {
  rows: { name: string; estimated: number; actual: number }[];
  summary: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={rows}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        title="Hours by Milestone"
        desc={summary}
      >
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="name" tick={AXIS_TEXT} />
        <YAxis tick={AXIS_TEXT} allowDecimals={false} />
        <Tooltip formatter={(value) => formatHours(Number(value))} />
        <Legend />
        <Bar dataKey="estimated" name="Estimated hours" fill={ESTIMATED_COLOUR} isAnimationActive={false} />
        <Bar dataKey="actual" name="Actual hours" fill={ACTUAL_COLOUR} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
