import {
  type AnyColumn,
  getTableColumns,
  type InferSelectModel,
  type SQL,
  sql,
  type Table,
} from "drizzle-orm";

/** Column types whose JSON value is already the row value (drizzle's own decoder would parse a string again). */
const JSON_COLUMN_TYPES = new Set(["PgJson", "PgJsonb"]);

/**
 * Decodes rows of `table` as PostgreSQL's `to_json` / `json_agg` writes them (keys are column names,
 * timestamps ISO 8601 strings, bigint and numeric JSON numbers) into the objects a drizzle `select()` of the
 * table returns: property names from the schema, each value through its column's driver mapping (a
 * `timestamptz` becomes a `Date`, a paise `bigint` a number, a `date` stays "YYYY-MM-DD").
 * @param rows - the JSON array (parsed, or as text).
 * @returns one object per row, in order.
 */
export function decodeJsonRows<T extends Table>(table: T, rows: unknown): InferSelectModel<T>[] {
  return rowDecoder(table)(rows);
}

function rowDecoder<T extends Table>(table: T): (rows: unknown) => InferSelectModel<T>[] {
  const columns: [string, AnyColumn][] = Object.entries(getTableColumns(table));
  return (rows) => {
    const list = (typeof rows === "string" ? JSON.parse(rows) : rows) as Record<string, unknown>[] | null;
    return (list ?? []).map((row) => {
      const decoded: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = row[column.name];
        decoded[key] =
          value === null || value === undefined
            ? null
            : JSON_COLUMN_TYPES.has(column.columnType)
              ? value
              : column.mapFromDriverValue(value);
      }
      return decoded as InferSelectModel<T>;
    });
  };
}

/**
 * A scalar subquery giving the rows of `table` that match `where` as one JSON array ordered by `orderBy`
 * (`[]` when none), decoded by {@link decodeJsonRows}: a select can bring a row's children along in the same
 * statement, one round trip instead of one per table. `where` may refer to the outer query's tables.
 */
export function jsonRows<T extends Table>(table: T, where: SQL, orderBy: SQL[]): SQL<InferSelectModel<T>[]> {
  return sql`(select coalesce(json_agg(${table} order by ${sql.join(orderBy, sql`, `)}), '[]'::json) from ${table} where ${where})`.mapWith(
    rowDecoder(table),
  );
}
