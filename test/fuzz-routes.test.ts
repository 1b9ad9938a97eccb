import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { changePasswordSchema, signInSchema, signUpSchema } from "../src/domain/accounts/schemas";
import { createHarness, ORIGIN, TEST_PASSWORD } from "./api-harness";
import {
  badJson,
  emptyObjectInvalid,
  FileSpec,
  fileSpec,
  headerText,
  MALFORMED_UUIDS,
  Oversize,
  type Schema,
  sample,
  violate,
  violateField,
} from "./fuzz-inputs";

/**
 * Property-based fuzzing of every route of the OpenAPI document, and of better-auth's sign-in and sign-up
 * (issue 8 item 4): random and malformed bodies, query strings, path parameters and headers, each sent as
 * every kind of actor. Inputs are invalid by construction (see fuzz-inputs.ts), so the server must answer
 * 4xx with the error envelope of DESIGN §4 — never 5xx, never 2xx — and no table may change. Inputs that
 * carry no violation (a GET with only junk headers, an existing id) may succeed but must not change data.
 *
 * FUZZ_RUNS: cases per route (each sent as all five actors; default 8, i.e. 40 requests per route).
 * FUZZ_SEED: the base seed (printed on failure with the command that repeats the failing route).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const BASE_SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

// Limits high enough that the cases meet validation rather than 429 (the limiters are tested on their own).
const h = await createHarness({
  SIGN_IN_RATE_LIMIT: "1000000",
  RATE_LIMIT_PASSWORD_CHANGE: "1000000",
  RATE_LIMIT_UPLOADS: "1000000",
  RATE_LIMIT_MESSAGES: "1000000",
  RATE_LIMIT_PAYMENTS: "1000000",
});
afterAll(() => h.close());

type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};
interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
}
interface Route {
  key: string;
  method: string;
  path: string;
  pathParams: { name: string; schema: Schema }[];
  query: { name: string; schema: Schema }[];
  body?: { kind: "json" | "form"; schema: Schema };
  /** Gateway messages: a random request cannot carry a valid signature, so it must always be refused. */
  signed: boolean;
}

const doc = (await (await h.request("/api/openapi.json")).json()) as OpenApiDoc;

/** Inlines `$ref`s to components (zod's generator emits no cycles). */
function resolve(schema: Schema): Schema {
  if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split("/").pop() ?? ""] ?? {});
  const out: Schema = { ...schema };
  if (schema.properties)
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(v)]));
  if (schema.items) out.items = resolve(schema.items);
  for (const key of ["oneOf", "anyOf", "allOf"] as const)
    if (schema[key]) out[key] = schema[key]?.map(resolve);
  return out;
}

const SIGNED = new Set([
  "GET /api/payments/return",
  "POST /api/payments/callback",
  "POST /api/payments/webhook/{gateway}",
]);

// better-auth's routes in the document (issue 19 item 21) answer with its own error body: fuzzed below.
const OWN_PATHS = Object.entries(doc.paths).filter(([path]) => !path.startsWith("/api/auth/"));

const ROUTES: Route[] = OWN_PATHS.flatMap(([path, operations]) =>
  Object.entries(operations).map(([method, op]): Route => {
    const key = `${method.toUpperCase()} ${path}`;
    const params = op.parameters ?? [];
    const content = op.requestBody?.content ?? {};
    const jsonType = Object.keys(content).find((t) => t.includes("json"));
    const formType = Object.keys(content).find((t) => t.includes("form"));
    const bodyType = jsonType ?? formType;
    return {
      key,
      method: method.toUpperCase(),
      path,
      pathParams: params
        .filter((p) => p.in === "path")
        .map((p) => ({ name: p.name, schema: resolve(p.schema) })),
      query: params.filter((p) => p.in === "query").map((p) => ({ name: p.name, schema: resolve(p.schema) })),
      body: bodyType
        ? { kind: jsonType ? "json" : "form", schema: resolve(content[bodyType].schema) }
        : undefined,
      signed: SIGNED.has(key),
    };
  }),
);

// ----------------------------------------------------------------------------------------------------------
// Actors, an id pool and the data checksum
// ----------------------------------------------------------------------------------------------------------

const ACTORS = ["anonymous", "client", "freelancer", "manager", "administrator"] as const;
type ActorKey = (typeof ACTORS)[number];
const cookies: Record<ActorKey, string> = {
  anonymous: "",
  client: "",
  freelancer: "",
  manager: "",
  administrator: "",
};
/** Ids of rows that exist (any table): a path parameter that names something real reaches the service. */
let existingIds: string[] = [];
let checksumQuery = "";

beforeAll(async () => {
  for (const actor of ACTORS)
    if (actor !== "anonymous") cookies[actor] = (await h.userWithSession(actor)).cookie;
  const submitted = await h.submitProject(cookies.client, {
    title: "Bakery website",
    description: "A five page responsive website for our bakery with a contact form and a gallery.",
  });
  expect(submitted.status).toBe(201);
  const tables = await rows<{ name: string; pk: string[] | null; uuid_pk: boolean }>(sql`
    select c.relname as name,
           array_agg(a.attname::text order by array_position(i.indkey, a.attnum)) filter (where a.attname is not null) as pk,
           bool_and(t.typname = 'uuid') filter (where a.attname is not null) and count(a.attname) = 1 as uuid_pk
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    left join pg_index i on i.indrelid = c.oid and i.indisprimary
    left join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
    left join pg_type t on t.oid = a.atttypid
    where c.relkind in ('r', 'p')
    group by c.relname order by c.relname`);
  expect(tables.length).toBeGreaterThan(10);
  checksumQuery = tables
    .map((t) => {
      const order = t.pk?.length ? t.pk.map((k) => `x."${k}"`).join(", ") : "x::text";
      return `select '${t.name}' as name, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by ${order}), '')) as h from "${t.name}" x`;
    })
    .join(" union all ");
  for (const t of tables.filter((t) => t.uuid_pk && t.pk)) {
    const ids = await rows<{ id: string }>(
      sql.raw(`select "${t.pk?.[0]}"::text as id from "${t.name}" limit 4`),
    );
    existingIds.push(...ids.map((r) => r.id));
  }
  existingIds = [...new Set(existingIds)];
  expect(existingIds.length).toBeGreaterThan(5);
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await h.database.db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** Row count and md5 of the rows in primary-key order, per table. */
async function checksums(): Promise<Map<string, string>> {
  const result = await rows<{ name: string; n: number; h: string }>(sql.raw(checksumQuery));
  return new Map(result.map((r) => [r.name, `${r.n}:${r.h}`]));
}

/**
 * Counters that every attempt moves by design, valid or not: the rate limiters' fixed windows (better-auth's
 * sign-in limiter and the app's per-route limits count a request before it is validated).
 */
const BOOKKEEPING = ["rate_limits"];

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((t) => !BOOKKEEPING.includes(t) && before.get(t) !== after.get(t));
}

// ----------------------------------------------------------------------------------------------------------
// Cases
// ----------------------------------------------------------------------------------------------------------

type PathValue = { kind: "malformed" | "random" | "existing"; value: string };
type FormValue = string | Oversize | FileSpec | FileSpec[];
type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown; contentType: string; invalid: boolean }
  | { kind: "text"; text: string; contentType?: string; invalid: boolean }
  | { kind: "deep"; depth: number; invalid: boolean }
  | { kind: "form"; fields: [string, FormValue][]; invalid: boolean };
interface Case {
  path: Record<string, PathValue>;
  query: { pairs: [string, string | Oversize][]; tail: string; invalid: boolean };
  body: Body;
  headers: Record<string, string | Oversize>;
  cookieJunk: string | Oversize | null;
}

const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "application/vnd.api+json"];
const NOT_JSON_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "application/xml",
  "multipart/form-data; boundary=zz",
];

function pathValue(schema: Schema): fc.Arbitrary<PathValue> {
  const junk =
    schema.format === "uuid"
      ? fc.constantFrom(...MALFORMED_UUIDS)
      : fc.oneof(
          fc.constantFrom(...MALFORMED_UUIDS, "sandbox", "razorpay", "phonepe", "order_0000000000"),
          fc.string({ minLength: 1, maxLength: 40 }),
        );
  return fc.oneof(
    { weight: 3, arbitrary: junk.map((value): PathValue => ({ kind: "malformed", value })) },
    { weight: 2, arbitrary: fc.uuid().map((value): PathValue => ({ kind: "random", value })) },
    {
      weight: schema.format === "uuid" ? 4 : 0,
      arbitrary: fc.constantFrom(...existingIds).map((value): PathValue => ({ kind: "existing", value })),
    },
  );
}

/** Names a gateway's return, callback or webhook reads (sandbox, Razorpay, PhonePe), and other common ones. */
const GATEWAY_KEYS = [
  "orderId",
  "paymentId",
  "status",
  "amount",
  "signature",
  "razorpay_order_id",
  "razorpay_payment_id",
  "razorpay_signature",
  "merchantOrderId",
  "transactionId",
  "projectId",
  "event",
  "payload",
  "page",
  "search",
];

function queryArb(route: Route): fc.Arbitrary<Case["query"]> {
  const params = route.query.map(({ name, schema }) => {
    const bad = violateField(schema);
    return fc.oneof(
      fc.constant(null),
      sample(schema).map((v) =>
        v === null || v === undefined ? null : { name, value: String(v), bad: false },
      ),
      ...(bad ? [bad.map((v) => ({ name, value: v instanceof Oversize ? v : String(v), bad: true }))] : []),
    );
  });
  const declared = new Set(route.query.map((q) => q.name));
  const keys = fc.oneof(
    fc.string({ maxLength: 8 }).map((k) => `zz${k}`),
    fc.constantFrom(...GATEWAY_KEYS.filter((k) => !declared.has(k))),
  );
  const junk = fc.array(fc.tuple(keys, headerText(20)), { maxLength: 3 });
  const tail = fc.constantFrom(
    "",
    "",
    "&%zz=1",
    "&a=%E0%A4%A",
    "&&&",
    "&x[]=1&x[]=2",
    "&=x",
    "&page=1&page=2",
  );
  return fc.tuple(fc.tuple(...params), junk, tail).map(([chosen, extra, rawTail]) => {
    const set = chosen.filter((c) => c !== null);
    return {
      pairs: [...set.map((c): [string, string | Oversize] => [c.name, c.value]), ...extra],
      // A repeated page may be read either way: it only joins routes that have no page parameter.
      tail: rawTail.includes("page=") && route.query.some((q) => q.name === "page") ? "" : rawTail,
      invalid: set.some((c) => c.bad),
    };
  });
}

function jsonBodyArb(schema: Schema): fc.Arbitrary<Body> {
  const bad = violate(schema);
  const options: fc.WeightedArbitrary<Body>[] = [
    {
      weight: 2,
      arbitrary: badJson.map(
        (text): Body => ({ kind: "text", text, contentType: "application/json", invalid: true }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1_000, max: 200_000 })
        .map((depth): Body => ({ kind: "deep", depth, invalid: true })),
    },
  ];
  if (bad)
    options.push({
      weight: 7,
      arbitrary: fc
        .tuple(bad, fc.constantFrom(...JSON_TYPES))
        .map(([value, contentType]): Body => ({ kind: "json", value, contentType, invalid: true })),
    });
  if (emptyObjectInvalid(schema))
    options.push({
      weight: 2,
      arbitrary: fc
        .tuple(sample(schema), fc.option(fc.constantFrom(...NOT_JSON_TYPES), { nil: undefined }))
        .map(
          ([value, contentType]): Body => ({
            kind: "text",
            text: JSON.stringify(value) ?? "",
            contentType,
            invalid: true,
          }),
        ),
    });
  return fc.oneof(...options);
}

function formBodyArb(schema: Schema): fc.Arbitrary<Body> {
  const properties = Object.entries(schema.properties ?? {});
  const required = schema.required ?? [];
  const base = fc.tuple(
    ...properties.map(([name, property]) =>
      (property.format === "binary"
        ? fileSpec()
        : property.items?.format === "binary"
          ? fc.array(fileSpec(), { maxLength: 2 })
          : sample(property)
      ).map((value) => [name, value] as [string, unknown]),
    ),
  );
  const toFields = (pairs: [string, unknown][]): [string, FormValue][] =>
    pairs
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [
        k,
        v instanceof FileSpec || v instanceof Oversize || Array.isArray(v) ? (v as FormValue) : String(v),
      ]);
  const violations: fc.Arbitrary<[string, FormValue][]>[] = [];
  if (required.length)
    violations.push(
      fc
        .tuple(base, fc.constantFrom(...required))
        .map(([pairs, drop]) => toFields(pairs.filter(([k]) => k !== drop))),
    );
  for (const [name, property] of properties) {
    const bad = violateField(property);
    if (bad)
      violations.push(
        fc
          .tuple(base, bad)
          .map(([pairs, value]) =>
            toFields(pairs.map(([k, v]): [string, unknown] => [k, k === name ? value : v])),
          ),
      );
  }
  const options: fc.WeightedArbitrary<Body>[] = [
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom("multipart/form-data; boundary=----zz", "multipart/form-data"),
          fc.string({ maxLength: 80 }),
        )
        .map(([contentType, text]): Body => ({ kind: "text", text, contentType, invalid: true })),
    },
  ];
  if (violations.length) {
    const invalid = fc.oneof(...violations);
    options.push({
      weight: 7,
      arbitrary: invalid.map((fields): Body => ({ kind: "form", fields, invalid: true })),
    });
    const fileField = properties.find(([, p]) => p.format === "binary")?.[0];
    // Past every upload limit (10 MB attachments, 5 MB images): refused before it is read.
    if (fileField)
      options.push({
        weight: 1,
        arbitrary: invalid.map(
          (fields): Body => ({
            kind: "form",
            fields: [
              ...fields.filter(([k]) => k !== fileField),
              [fileField, new FileSpec("big.pdf", "application/pdf", 11 * 1024 * 1024, 65)],
            ],
            invalid: true,
          }),
        ),
      });
  }
  if (emptyObjectInvalid(schema))
    options.push({
      weight: 2,
      arbitrary: sample({
        ...schema,
        properties: Object.fromEntries(properties.filter(([, p]) => p.format !== "binary")),
      }).map((value): Body => ({ kind: "json", value, contentType: "application/json", invalid: true })),
    });
  return fc.oneof(...options);
}

/** Bodies for routes that take none: ignored by the route, so they make no case invalid. */
const ignoredBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constant<Body>({ kind: "none" }),
  fc
    .jsonValue({ maxDepth: 2 })
    .map((value): Body => ({ kind: "json", value, contentType: "application/json", invalid: false })),
  fc
    .dictionary(fc.constantFrom(...GATEWAY_KEYS), fc.oneof(headerText(20), fc.jsonValue({ maxDepth: 1 })))
    .map((value): Body => ({ kind: "json", value, contentType: "application/json", invalid: false })),
  fc
    .tuple(badJson, fc.constantFrom(...JSON_TYPES, ...NOT_JSON_TYPES))
    .map(([text, contentType]): Body => ({ kind: "text", text, contentType, invalid: false })),
);

/** Each junk header goes into about one request in four; a bogus Origin (refused as cross-site) into one in six. */
const junkHeaders: Record<string, fc.Arbitrary<string | Oversize>> = {
  origin: fc.constantFrom(
    "null",
    "http://evil.example",
    "http://localhost:3000.evil.example",
    "",
    "http://[::1",
  ),
  "content-length": fc.constantFrom("abc", "-1", "0", "1", "99999999999999999999", "1.5", "1, 2"),
  "accept-language": fc.oneof(
    headerText(),
    fc.constantFrom("*;q=abc", "en-US;q=1.5,,,;", "zz-ZZ-invalid-tag-1234567890-x", "hi-IN;q=0.9,en;q="),
  ),
  "x-forwarded-for": fc.oneof(
    headerText(),
    fc.constantFrom("999.999.999.999", "::ffff:zz", "1.2.3.4, , unknown", "' OR 1=1 --"),
  ),
  "user-agent": fc.oneof(
    headerText(),
    fc.integer({ min: 1000, max: 20_000 }).map((n) => new Oversize("A", n)),
  ),
  accept: fc.constantFrom("*/*", "text/event-stream", "application/xml", "garbage/", "text/html;q=abc"),
  "x-request-id": fc.oneof(headerText(), fc.constant(new Oversize("r", 500))),
  authorization: fc.constantFrom("Bearer x", "Basic !!!", "Bearer ", "Digest a=b"),
  "content-encoding": fc.constantFrom("gzip", "br", "bogus"),
  "sec-fetch-site": fc.constantFrom("cross-site", "same-site", "none", "bogus"),
  "if-none-match": headerText(20),
  range: fc.constantFrom("bytes=0-0", "bytes=-1", "bytes=abc", "bytes=99999999999-"),
};
const headersArb: fc.Arbitrary<Case["headers"]> = fc
  .tuple(
    ...Object.entries(junkHeaders).map(([name, value]) =>
      fc.oneof(
        { weight: name === "origin" || name === "sec-fetch-site" ? 5 : 3, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: value.map((v) => [name, v] as const) },
      ),
    ),
  )
  .map((pairs) => Object.fromEntries(pairs.filter((p) => p !== null)));

const cookieJunkArb: fc.Arbitrary<string | Oversize | null> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.integer({ min: 4_096, max: 65_536 }).map((n) => new Oversize("c", n)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "better-auth.session_token=garbage",
      "better-auth.session_token=%ff%fe%",
      "better-auth.session_token=a.b",
      "better-auth.session_token=",
      'better-auth.session_token="quoted"',
      "better-auth.session_token=6f1c2a9e-3b7d-4c1e-9a2b-5d8e7f6a1b2c.c2lnbmF0dXJl",
      "__Secure-better-auth.session_token=x",
      ";;;=;",
      "=novalue",
      "a=b=c=d",
      "\u00ff=\u00ff",
    ),
  },
);

function caseArb(route: Route): fc.Arbitrary<Case> {
  const body =
    route.body === undefined
      ? route.method === "GET"
        ? fc.constant<Body>({ kind: "none" })
        : ignoredBody
      : route.body.kind === "json"
        ? jsonBodyArb(route.body.schema)
        : formBodyArb(route.body.schema);
  const path = fc.record(Object.fromEntries(route.pathParams.map((p) => [p.name, pathValue(p.schema)])));
  return fc
    .record({
      path,
      query: queryArb(route),
      body,
      headers: headersArb,
      cookieJunk: cookieJunkArb,
      fallback: fc.uuid(),
    })
    .map(({ fallback, ...c }) => {
      // An existing id with a valid body may rightly change data: existing ids go only with invalid bodies (or GETs).
      const mayExist = route.method === "GET" || (c.body.kind !== "none" && c.body.invalid);
      const pathValues = Object.fromEntries(
        Object.entries(c.path).map(([k, v]) => [
          k,
          v.kind === "existing" && !mayExist ? { kind: "random" as const, value: fallback } : v,
        ]),
      );
      return { ...c, path: pathValues };
    });
}

/** Must the server refuse this case? (Then anything but a 4xx is a finding.) */
function mustFail(route: Route, c: Case): boolean {
  const badPath = Object.values(c.path).some((v) => v.kind !== "existing");
  return route.signed || badPath || c.query.invalid || (c.body.kind !== "none" && c.body.invalid);
}

// ----------------------------------------------------------------------------------------------------------
// Sending and checking
// ----------------------------------------------------------------------------------------------------------

function urlOf(route: Route, c: Case): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(c.path[name]?.value ?? ""),
  );
  const search = new URLSearchParams(c.query.pairs.map(([k, v]) => [k, String(v)])).toString();
  const query = `${search}${c.query.tail}`;
  return query ? `${path}?${query}` : path;
}

function requestBody(body: Body): { body?: BodyInit; contentType?: string } {
  switch (body.kind) {
    case "none":
      return {};
    case "json":
      return { body: JSON.stringify(body.value) ?? "null", contentType: body.contentType };
    case "text":
      return { body: body.text, contentType: body.contentType };
    case "deep":
      return { body: `${"[".repeat(body.depth)}${"]".repeat(body.depth)}`, contentType: "application/json" };
    case "form": {
      const form = new FormData();
      for (const [name, value] of body.fields) {
        const values = Array.isArray(value) ? value : [value];
        for (const v of values) {
          if (v instanceof FileSpec) form.append(name, v.toFile());
          else form.append(name, String(v));
        }
      }
      return { body: form };
    }
  }
}

let requests = 0;
/**
 * A socket address of its own for each request, so better-auth's per-IP limiter (100 a minute on its other
 * routes) keeps answering the cases instead of 429.
 */
function fromAddress() {
  requests += 1;
  const remoteAddress = `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`;
  return { incoming: { socket: { remoteAddress } } };
}

/** Sends `c` to `url` as `actor`; answers the status and the body text (an event stream is not read). */
async function send(
  method: string,
  url: string,
  c: Pick<Case, "body" | "headers" | "cookieJunk">,
  actor: ActorKey,
): Promise<{ status: number; contentType: string; text: string }> {
  const { body, contentType } = method === "GET" ? {} : requestBody(c.body);
  const headers: Record<string, string> = { origin: ORIGIN };
  if (contentType) headers["content-type"] = contentType;
  for (const [k, v] of Object.entries(c.headers)) headers[k] = String(v);
  const cookie = [c.cookieJunk === null ? "" : String(c.cookieJunk), cookies[actor]]
    .filter(Boolean)
    .join("; ");
  if (cookie) headers.cookie = cookie;
  const response = await h.app.request(url, { method, headers, body }, fromAddress());
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("text/event-stream")) {
    await response.body?.cancel();
    return { status: response.status, contentType: type, text: "" };
  }
  return { status: response.status, contentType: type, text: await response.text() };
}

/** The DESIGN §4 envelope `{ error: { code, message } }`; better-auth's own routes answer `{ code?, message }`. */
function isErrorEnvelope(text: string, betterAuth: boolean): boolean {
  try {
    const body = JSON.parse(text);
    if (typeof body?.error?.code === "string" && /^[a-z][a-z0-9_]*$/.test(body.error.code))
      return typeof body.error.message === "string" && body.error.message.length > 0;
    return betterAuth && typeof body?.message === "string";
  } catch {
    return false;
  }
}

/** Status counts per route, printed with FUZZ_STATS=1 (to see what the cases reach). */
const stats = new Map<string, Map<number, number>>();

function checkAnswer(
  label: string,
  answer: { status: number; contentType: string; text: string },
  refuse: boolean,
  betterAuth = false,
  key = label,
) {
  const counts = stats.get(key) ?? new Map<number, number>();
  counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  stats.set(key, counts);
  const said = `${label} -> ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, said).toBeLessThan(500);
  if (refuse)
    expect(answer.status >= 400 && answer.status < 500, `${said} (the input is invalid)`).toBe(true);
  if (answer.status >= 400) {
    expect(answer.contentType, said).toContain("application/json");
    expect(isErrorEnvelope(answer.text, betterAuth), `${said} (not the error envelope)`).toBe(true);
  }
}

/** Runs `property` with the route's own seed; a failure says how to repeat it. */
async function assertProperty<T>(key: string, arb: fc.Arbitrary<T>, predicate: (value: T) => Promise<void>) {
  const seed = seedFor(key);
  try {
    await fc.assert(fc.asyncProperty(arb, predicate), { numRuns: RUNS, seed });
  } catch (error) {
    if (error instanceof Error)
      error.message = `${key}: repeat with FUZZ_SEED=${BASE_SEED} FUZZ_RUNS=${RUNS} npx vitest run test/fuzz-routes.test.ts -t '${key}'\n${error.message}`;
    throw error;
  }
}

function seedFor(key: string): number {
  let hash = BASE_SEED | 0;
  for (const ch of key) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
}

/** A property over the cases of one route: each case sent as every actor, then every table compared. */
async function fuzz<T>(
  key: string,
  arb: fc.Arbitrary<T>,
  sendAll: (value: T, actor: ActorKey) => Promise<void>,
) {
  let baseline = await checksums();
  await assertProperty(key, arb, async (value) => {
    for (const actor of ACTORS) await sendAll(value, actor);
    const after = await checksums();
    const changed = changedTables(baseline, after);
    baseline = after;
    expect(changed, `${key}: data changed`).toEqual([]);
  });
}

const timeout = 60_000 + RUNS * 10_000;

afterAll(() => {
  if (!process.env.FUZZ_STATS) return;
  for (const [route, counts] of stats)
    console.info(route, Object.fromEntries([...counts].sort(([a], [b]) => a - b)));
});

describe("fuzzed requests to every OpenAPI route, as every actor", () => {
  it("the checksum sees a write (the data check is not blind)", async () => {
    const before = await checksums();
    const response = await h.request("/api/notifications/settings", {
      method: "PUT",
      body: { email: { message: false } },
      cookie: cookies.client,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(changedTables(before, await checksums()).length).toBeGreaterThan(0);
  });

  it("finds the routes of the OpenAPI document", () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    console.info(
      `fuzz-routes: ${ROUTES.length} routes x ${ACTORS.length} actors x ${RUNS} runs, FUZZ_SEED=${BASE_SEED}`,
    );
  });

  for (const route of ROUTES) {
    it(
      route.key,
      async () => {
        await fuzz(route.key, caseArb(route), async (c, actor) => {
          const url = urlOf(route, c);
          const answer = await send(route.method, url, c, actor);
          checkAnswer(`${route.method} ${url} as ${actor}`, answer, mustFail(route, c), false, route.key);
        });
      },
      timeout,
    );
  }
});

// ----------------------------------------------------------------------------------------------------------
// better-auth's routes under /api/auth
// ----------------------------------------------------------------------------------------------------------

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as Schema;

/** Bodies better-auth must refuse (sign-up and change-password are checked against the shared schemas). */
const AUTH_ROUTES: { path: string; schema: Schema }[] = [
  { path: "/api/auth/sign-in/email", schema: jsonSchemaOf(signInSchema) },
  { path: "/api/auth/sign-up/email", schema: jsonSchemaOf(signUpSchema) },
  { path: "/api/auth/change-password", schema: jsonSchemaOf(changePasswordSchema) },
  // Their tokens are looked up in text columns: a NUL there used to answer 500 (issue 19 item 22).
  {
    path: "/api/auth/reset-password",
    schema: {
      type: "object",
      properties: { token: { type: "string" }, newPassword: { type: "string" } },
      required: ["token", "newPassword"],
    },
  },
  {
    path: "/api/auth/revoke-session",
    schema: { type: "object", properties: { token: { type: "string" } }, required: ["token"] },
  },
  {
    path: "/api/auth/sign-in/social",
    schema: {
      type: "object",
      properties: { provider: { type: "string", enum: ["google"] }, callbackURL: { type: "string" } },
      required: ["provider"],
    },
  },
];

describe("fuzzed requests to better-auth's routes, as every actor", () => {
  for (const route of AUTH_ROUTES) {
    it(
      `POST ${route.path}`,
      async () => {
        const arb = fc.record({
          body: jsonBodyArb(route.schema),
          headers: headersArb,
          cookieJunk: cookieJunkArb,
        });
        await fuzz(`POST ${route.path}`, arb, async (c, actor) => {
          const answer = await send("POST", route.path, c, actor);
          checkAnswer(`POST ${route.path} as ${actor}`, answer, true, true, `POST ${route.path}`);
        });
      },
      timeout,
    );
  }

  it(
    "GET /api/auth/get-session with junk cookies and headers",
    async () => {
      const arb = fc.record({
        body: fc.constant<Body>({ kind: "none" }),
        headers: headersArb,
        cookieJunk: cookieJunkArb,
      });
      await fuzz("GET /api/auth/get-session", arb, async (c, actor) => {
        const answer = await send("GET", "/api/auth/get-session", c, actor);
        checkAnswer(
          `GET /api/auth/get-session as ${actor}`,
          answer,
          false,
          true,
          "GET /api/auth/get-session",
        );
      });
    },
    timeout,
  );

  it(
    "a real sign-in with junk headers signs in or is refused, and its login history reads back",
    async () => {
      const user = await h.userWithSession("client");
      await assertProperty(
        "sign-in with junk headers",
        fc.record({ headers: headersArb, cookieJunk: cookieJunkArb }),
        async (c) => {
          const body: Body = {
            kind: "json",
            value: { email: user.email, password: TEST_PASSWORD },
            contentType: "application/json",
            invalid: false,
          };
          const answer = await h.app.request(
            "/api/auth/sign-in/email",
            {
              method: "POST",
              headers: {
                origin: ORIGIN,
                "content-type": "application/json",
                ...Object.fromEntries(
                  Object.entries(c.headers)
                    .filter(([k]) => k !== "content-length" && k !== "content-encoding")
                    .map(([k, v]) => [k, String(v)]),
                ),
                ...(c.cookieJunk === null ? {} : { cookie: String(c.cookieJunk) }),
              },
              body: requestBody(body).body,
            },
            fromAddress(),
          );
          const text = await answer.text();
          checkAnswer(
            "POST /api/auth/sign-in/email (real password)",
            { status: answer.status, contentType: answer.headers.get("content-type") ?? "", text },
            false,
            true,
          );
          if (answer.status === 200) {
            const cookie = answer.headers
              .getSetCookie()
              .map((s) => s.split(";")[0])
              .join("; ");
            for (const path of ["/api/me/login-history", "/api/me"]) {
              const read = await h.app.request(path, { headers: { cookie } });
              expect(read.status, `${path} ${await read.clone().text()}`).toBe(200);
            }
          }
        },
      );
    },
    timeout,
  );
});
