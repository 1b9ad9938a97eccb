import fc from "fast-check";

/**
 * Input generators for the route fuzz test (issue 8 item 4): from an OpenAPI (JSON Schema) description they
 * build values that are INVALID by construction — wrong types, missing required fields, strings past their
 * declared length, unknown enum values, numbers outside their bounds or fractional where an integer is due,
 * malformed UUIDs and dates — so that a 2xx answer to one of them is itself a finding. `sample` builds
 * roughly valid filler for the other fields, so the one violation is what the server has to catch.
 */

/** The subset of JSON Schema (OpenAPI 3.1) that zod's generator emits. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  nullable?: boolean;
}

/**
 * A long string kept short in fast-check's counterexamples: `"a"×5001` instead of five thousand letters.
 * JSON.stringify and String() expand it.
 */
export class Oversize {
  constructor(
    readonly char: string,
    readonly length: number,
  ) {}
  toJSON(): string {
    return this.char.repeat(this.length);
  }
  toString(): string {
    return this.toJSON();
  }
  [fc.toStringMethod](): string {
    return `${JSON.stringify(this.char)}×${this.length}`;
  }
}

/** A file in a multipart body: its bytes are made when the request is sent (`size` bytes of `fill`). */
export class FileSpec {
  constructor(
    readonly name: string,
    readonly type: string,
    readonly size: number,
    readonly fill: number,
  ) {}
  toFile(): File {
    return new File([new Uint8Array(this.size).fill(this.fill)], this.name, { type: this.type });
  }
  [fc.toStringMethod](): string {
    return `File(${JSON.stringify(this.name)}, ${this.type}, ${this.size} bytes of ${this.fill})`;
  }
}

export const MALFORMED_UUIDS = [
  "not-a-uuid",
  "1",
  "0",
  "-1",
  "null",
  "undefined",
  "00000000-0000-0000-0000-00000000000g",
  "6f1c2a9e-3b7d-4c1e-9a2b-5d8e7f6a1b2",
  "6f1c2a9e-3b7d-4c1e-9a2b-5d8e7f6a1b2c0",
  "6f1c2a9e3b7d4c1e9a2b5d8e7f6a1b2cx",
  "{6f1c2a9e-3b7d-4c1e-9a2b-5d8e7f6a1b2c}",
  "' OR '1'='1",
  // Not "..": the URL is normalised before the app sees it, so that names another route.
  "1; DROP TABLE projects",
  "%00",
  "é",
  "\u0000",
  " ",
  "a".repeat(300),
];

/**
 * Text holding U+0000, alone or among other odd characters (an emoji, a right-to-left override): PostgreSQL
 * refuses NUL in text, so every string field and query parameter must refuse it with a 400 (issue 19 item 22).
 */
export const NUL_TEXTS = ["\u0000", "a\u0000b", "😀\u202Eab\u0000", "\u0000\u202E😀 café"];

const BAD_DATES = [
  "2025-13-01",
  "2025-02-30",
  "yesterday",
  "2025/01/01",
  "01-01-2025",
  "",
  "2025-1-1",
  "+275760-09-14",
];
const BAD_DATETIMES = ["yesterday", "2025-13-01T00:00:00Z", "", "1e400", "2025-01-01T25:61:00Z"];
const BAD_EMAILS = [
  "plainaddress",
  "a@",
  "@example.in",
  "a b@example.in",
  "a@@example.in",
  "",
  "a@example..in",
];

function typesOf(schema: Schema): Set<string> | "any" {
  if (schema.oneOf || schema.anyOf) {
    const all = new Set<string>();
    for (const branch of schema.oneOf ?? schema.anyOf ?? []) {
      const t = typesOf(branch);
      if (t === "any") return "any";
      for (const x of t) all.add(x);
    }
    return all;
  }
  if (schema.allOf?.length) return typesOf(schema.allOf[0]);
  let types: string[] | undefined;
  if (schema.type) types = Array.isArray(schema.type) ? schema.type : [schema.type];
  else if (schema.enum) types = schema.enum.map(jsonType);
  else if (schema.const !== undefined) types = [jsonType(schema.const)];
  else if (schema.properties) types = ["object"];
  if (!types) return "any";
  const set = new Set(types);
  if (schema.nullable) set.add("null");
  return set;
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** Does `{}` fail `schema`? (Then a body the validator never sees, read as `{}`, is invalid too.) */
export function emptyObjectInvalid(schema: Schema): boolean {
  if (schema.oneOf || schema.anyOf) return (schema.oneOf ?? schema.anyOf ?? []).every(emptyObjectInvalid);
  const types = typesOf(schema);
  if (types !== "any" && !types.has("object")) return true;
  return (schema.required?.length ?? 0) > 0;
}

/** Values of JSON types `types` does not accept (integers count as numbers). */
function wrongTypeValues(types: Set<string>): unknown[] {
  const values: unknown[] = [];
  // No numeric strings: a lenient (coercing) schema could rightly take "12" for a number.
  if (!types.has("string"))
    values.push("twelve", ...(types.has("number") || types.has("integer") ? [] : ["", "0"]));
  if (!types.has("number") && !types.has("integer")) values.push(42, -1.5, 0);
  if (!types.has("boolean")) values.push(true, false);
  if (!types.has("null")) values.push(null);
  if (!types.has("array")) values.push([], ["x"], [1, 2]);
  if (!types.has("object")) values.push({}, { value: 1 });
  return values;
}

/**
 * Values that fail `schema` (in a JSON body), or null when the schema accepts anything. Constraints
 * expressed only in code (refinements) are not known here; the ones in the schema are always violated.
 */
export function violate(schema: Schema, depth = 0): fc.Arbitrary<unknown> | null {
  const types = typesOf(schema);
  if (types === "any") return null;
  const options: fc.Arbitrary<unknown>[] = [];
  const wrong = wrongTypeValues(types);
  // A JSON string "12" may be coerced to a number by a lenient schema; it is not offered to numbers.
  if (wrong.length) options.push(fc.constantFrom(...wrong));
  if (schema.oneOf || schema.anyOf) {
    const branches = schema.oneOf ?? schema.anyOf ?? [];
    if (types.has("object") && branches.every(emptyObjectInvalid)) options.push(fc.constant({}));
    const enums = discriminatorOf(branches);
    if (enums) options.push(fc.constant({ [enums.key]: "zz_not_an_option" }));
    return fc.oneof(...options);
  }
  if (schema.enum) options.push(fc.constantFrom("zz_not_an_option", "ZZ", " "));
  if (types.has("string") && !schema.enum) {
    options.push(fc.constantFrom(...NUL_TEXTS));
    if (schema.maxLength !== undefined) {
      const max = schema.maxLength;
      options.push(
        fc
          .oneof(
            { weight: 4, arbitrary: fc.integer({ min: max + 1, max: max + 40 }) },
            { weight: 1, arbitrary: fc.integer({ min: Math.max(max + 1, 100_000), max: 300_000 }) },
          )
          .map((n) => new Oversize("a", n)),
      );
    }
    if (schema.minLength) options.push(fc.constant("a".repeat(schema.minLength - 1)));
    if (schema.format === "uuid") options.push(fc.constantFrom(...MALFORMED_UUIDS));
    if (schema.format === "date") options.push(fc.constantFrom(...BAD_DATES));
    if (schema.format === "date-time") options.push(fc.constantFrom(...BAD_DATETIMES));
    if (schema.format === "email") options.push(fc.constantFrom(...BAD_EMAILS));
    if (schema.pattern) {
      const re = new RegExp(schema.pattern, "u");
      const misfits = ["abc def!", "ä", "a/b", "<script>", "lower-case"].filter((s) => !re.test(s));
      if (misfits.length) options.push(fc.constantFrom(...misfits));
    }
  }
  if ((types.has("integer") || types.has("number")) && !schema.enum) {
    if (types.has("integer") && !types.has("number")) options.push(fc.constantFrom(1.5, 0.1, -2.75, 1e20));
    if (schema.minimum !== undefined) {
      const min = schema.minimum;
      options.push(fc.constantFrom(min - 1, min - 1_000_000, -1e15).filter((n) => n < min));
    }
    if (schema.exclusiveMinimum !== undefined) options.push(fc.constant(schema.exclusiveMinimum));
    if (schema.maximum !== undefined) {
      const max = schema.maximum;
      options.push(fc.constantFrom(max + 1, max * 10 + 1, 1e300).filter((n) => n > max));
    }
    if (schema.exclusiveMaximum !== undefined) options.push(fc.constant(schema.exclusiveMaximum));
  }
  if (types.has("array") && schema.items && depth < 4) {
    const items = schema.items;
    if (schema.maxItems !== undefined && schema.maxItems < 200)
      options.push(
        fc.array(sample(items, depth + 1), {
          minLength: schema.maxItems + 1,
          maxLength: schema.maxItems + 3,
        }),
      );
    if (schema.minItems) options.push(fc.constant([]));
    const bad = violate(items, depth + 1);
    if (bad)
      options.push(
        fc
          .tuple(fc.array(sample(items, depth + 1), { maxLength: 2 }), bad, fc.nat())
          .map(([good, item, at]) => {
            const list = [...good];
            list.splice(at % (list.length + 1), 0, item);
            return list;
          }),
      );
  }
  if (types.has("object") && schema.properties && depth < 4) {
    const base = sample({ ...schema, type: "object" }, depth) as fc.Arbitrary<Record<string, unknown>>;
    const required = schema.required ?? [];
    if (required.length)
      options.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
          const { [key]: _dropped, ...rest } = value;
          return rest;
        }),
      );
    for (const [key, property] of Object.entries(schema.properties)) {
      const bad = violate(property, depth + 1);
      if (bad) options.push(fc.tuple(base, bad).map(([value, x]) => ({ ...value, [key]: x })));
    }
    if (schema.additionalProperties === false)
      options.push(base.map((value) => ({ ...value, zzUnknownField: 1 })));
  }
  return options.length ? fc.oneof(...options) : null;
}

/** A property every branch of a union requires with an enum (a discriminator such as `decision`). */
function discriminatorOf(branches: Schema[]): { key: string } | null {
  const first = branches[0];
  if (!first?.properties) return null;
  for (const key of first.required ?? []) {
    if (branches.every((b) => b.required?.includes(key) && b.properties?.[key]?.enum)) return { key };
  }
  return null;
}

const SAFE = 2 ** 31 - 1;
const clamp = (n: number) => Math.max(-SAFE, Math.min(SAFE, n));

/** Roughly valid values of `schema`: enum members, strings within their length, numbers within bounds. */
export function sample(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.oneOf || schema.anyOf)
    return fc.oneof(...(schema.oneOf ?? schema.anyOf ?? []).map((b) => sample(b, depth)));
  if (schema.allOf?.length) return sample(schema.allOf[0], depth);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = typesOf(schema);
  if (types === "any" || depth > 4) return fc.jsonValue({ maxDepth: 1 });
  const type = [...types].find((t) => t !== "null") ?? "null";
  switch (type) {
    case "string": {
      if (schema.format === "uuid") return fc.uuid();
      if (schema.format === "date")
        return fc
          .integer({ min: 2024, max: 2030 })
          .chain((y) =>
            fc
              .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
              .map(([m, d]) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`),
          );
      if (schema.format === "date-time") return fc.constant("2026-11-22T06:30:00.000Z");
      if (schema.format === "email") return fc.constantFrom("someone@example.in", "a.b@test.kaarya.in");
      if (schema.format === "binary") return fileSpec();
      const min = schema.minLength ?? 0;
      const max = Math.max(min, Math.min(schema.maxLength ?? 40, min + 40));
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { size: "xsmall" });
      return fc
        .string({ minLength: min, maxLength: max })
        .map((s) => (s.trim().length < min ? "a".repeat(min) : s));
    }
    case "integer":
      return fc.integer({
        min: clamp(schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1),
        max: clamp(schema.maximum ?? 1_000_000),
      });
    case "number":
      return fc.double({
        min: schema.minimum ?? 0,
        max: Math.min(schema.maximum ?? 1_000_000, 1_000_000),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(schema.items ? sample(schema.items, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case "object": {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) model[key] = sample(property, depth + 1);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.constant(null);
  }
}

/** A small file of a plausible name and type (its content is not meant to be a valid document). */
export function fileSpec(): fc.Arbitrary<FileSpec> {
  return fc
    .tuple(
      fc.constantFrom("notes.txt", "resume.pdf", "me.png", "a.exe", "", "x".repeat(300), "../../etc/passwd"),
      fc.constantFrom("text/plain", "application/pdf", "image/png", "application/octet-stream", ""),
      fc.integer({ min: 0, max: 2048 }),
      fc.integer({ min: 0, max: 255 }),
    )
    .map(([name, type, size, fill]) => new FileSpec(name, type, size, fill));
}

/**
 * A multipart field's value that fails `schema` (fields are text, so numbers are coerced and types can only
 * be wrong by content), or null when none can be made.
 */
export function violateField(schema: Schema): fc.Arbitrary<unknown> | null {
  const types = typesOf(schema);
  if (types === "any") return null;
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.format === "binary") options.push(fc.constantFrom("not a file", ""));
  if (types.has("array") && schema.items?.format === "binary") options.push(fc.constant("not a file"));
  if (schema.enum) options.push(fc.constantFrom("zz_not_an_option", "PAY"));
  if (types.has("string") && schema.format !== "binary" && !schema.enum) {
    options.push(fc.constantFrom(...NUL_TEXTS));
    if (schema.maxLength !== undefined)
      options.push(
        fc
          .integer({ min: schema.maxLength + 1, max: schema.maxLength + 40 })
          .map((n) => new Oversize("a", n)),
      );
    if (schema.minLength) options.push(fc.constant(""));
    if (schema.format === "uuid") options.push(fc.constantFrom(...MALFORMED_UUIDS));
  }
  if (types.has("integer") || types.has("number")) {
    options.push(fc.constantFrom("abc", "1e", "12abc"));
    if (types.has("integer") && !types.has("number"))
      options.push(fc.constantFrom("1.5", "99999999999999999999"));
    if (schema.minimum !== undefined) options.push(fc.constant(String(schema.minimum - 1)));
    if (schema.maximum !== undefined) options.push(fc.constant(String(schema.maximum + 1)));
  }
  return options.length ? fc.oneof(...options) : null;
}

/** Printable Latin-1 text (what a header value may hold), up to `maxLength` characters. */
export function headerText(maxLength = 60): fc.Arbitrary<string> {
  return fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c < 0x7f || c >= 0xa0)
      .map((c) => String.fromCharCode(c)),
    maxLength,
  });
}

/** Text that JSON.parse refuses. */
export const badJson = fc.oneof(
  fc.constantFrom(
    "{",
    '{"a":',
    "[1,2",
    "nul",
    "'x'",
    '{"a":1}}',
    "{a:1}",
    "",
    "\u0000",
    "\uFEFF{}x",
    '{"__proto__":',
  ),
  fc.string({ maxLength: 40 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);
