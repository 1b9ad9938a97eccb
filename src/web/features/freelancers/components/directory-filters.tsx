import { type ReactNode, useId } from "react";
import { AVAILABILITY_STATUSES, type Availability } from "@/domain/freelancers/profile";
import { parseRupeesInput } from "@/domain/money";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { humanize } from "@/web/lib/format";

/** What the filter fields hold as typed: rupees as text. */
export interface FilterText {
  skill: string;
  availability: Availability | "";
  minRate: string;
  maxRate: string;
}

export const NO_FILTERS: FilterText = { skill: "", availability: "", minRate: "", maxRate: "" };

/** A typed rupee bound -> paise, or null when empty or not an amount (the field then filters nothing). */
export function rateBound(text: string): number | null {
  return text.trim() ? parseRupeesInput(text) : null;
}

/** One labelled control of the filter row. */
function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

/**
 * The directory's filters (issue 7 item 5): a skill, availability and an hourly-rate range in rupees per
 * hour. Two columns on phones, four from `lg` up.
 */
export function DirectoryFilters({
  value,
  onChange,
}: {
  value: FilterText;
  onChange: (next: FilterText) => void;
}) {
  const set = (patch: Partial<FilterText>) => onChange({ ...value, ...patch });
  const invalid = (text: string) => (text.trim() && rateBound(text) === null ? true : undefined);
  return (
    <fieldset className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <legend className="sr-only">Filter freelancers</legend>
      <Field label="Skill">
        {(id) => (
          <Input
            id={id}
            value={value.skill}
            placeholder="e.g. React"
            onChange={(e) => set({ skill: e.target.value })}
          />
        )}
      </Field>
      <Field label="Availability">
        {(id) => (
          <NativeSelect
            id={id}
            value={value.availability}
            onChange={(e) => set({ availability: e.target.value as Availability | "" })}
          >
            <option value="">Any</option>
            {AVAILABILITY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {humanize(status)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Min rate (₹/hr)">
        {(id) => (
          <Input
            id={id}
            inputMode="decimal"
            value={value.minRate}
            aria-invalid={invalid(value.minRate)}
            onChange={(e) => set({ minRate: e.target.value })}
          />
        )}
      </Field>
      <Field label="Max rate (₹/hr)">
        {(id) => (
          <Input
            id={id}
            inputMode="decimal"
            value={value.maxRate}
            aria-invalid={invalid(value.maxRate)}
            onChange={(e) => set({ maxRate: e.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}
