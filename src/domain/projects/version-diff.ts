/**
 * "Compare with Previous Version" (spec 2 §2 "Version comparison modal"): the fields of two versions
 * with old and new values and a count of the fields that changed.
 *
 * @module
 */

/** A comparable value: text, number, boolean, list of text, or nothing. */
export type DiffValue = string | number | boolean | null | undefined | readonly string[];

/** One compared field; `oldValue`/`newValue` are already formatted for display. */
export interface FieldDiff {
  field: string;
  label: string;
  oldValue: string;
  newValue: string;
  changed: boolean;
}

/** What to compare: a field key, its label and, optionally, how to show a value (e.g. paise as ₹). */
export interface DiffField<T> {
  field: keyof T & string;
  label: string;
  format?: (value: T[keyof T]) => string;
}

/** The result shown in the modal. */
export interface VersionDiff {
  fields: FieldDiff[];
  changedCount: number;
}

function show(value: DiffValue): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  // Empty text, null and undefined all mean "not set".
  const blank = (x: unknown) => x === null || x === undefined || x === "";
  return blank(a) && blank(b) ? true : a === b;
}

/**
 * Compares `previous` with `next` over `fields`, in the order given. Values that are absent from the
 * viewer's JSON (a hidden budget) compare as equal blanks, so hidden fields never count as changes.
 */
export function diffVersions<T extends Record<string, unknown>>(
  previous: T,
  next: T,
  fields: readonly DiffField<T>[],
): VersionDiff {
  const rows = fields.map(({ field, label, format }) => {
    const before = previous[field];
    const after = next[field];
    const fmt = (value: T[keyof T]) =>
      format && value !== null && value !== undefined ? format(value) : show(value as DiffValue);
    return { field, label, oldValue: fmt(before), newValue: fmt(after), changed: !same(before, after) };
  });
  return { fields: rows, changedCount: rows.filter((r) => r.changed).length };
}
