import { z } from "zod";
import { GST_STATE_CODES, isValidGstin } from "@/domain/receipts/tax-invoice";
import { authSecretProblem } from "./ops/auth-secret";

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

/**
 * Every configuration variable, parsed once at start-up (DESIGN §5). Defaults run the whole product
 * offline; each optional variable switches a real provider on. `.env.example` documents them.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** On SIGTERM/SIGINT, in-flight requests (then the job in hand) get this many milliseconds to finish. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    /** pino level of the JSON log on stdout. */
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * Bearer token for `GET /metrics` (16+ characters). Unset: `/metrics` answers the loopback address only
     * (the client's address: behind a reverse proxy, see TRUST_PROXY).
     */
    METRICS_TOKEN: z
      .string()
      .min(16)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /**
     * Reverse proxies trusted to report the client's address in X-Forwarded-For (ops/client-address.ts): a hop
     * count such as `1`, or addresses, subnets and `loopback` / `uniquelocal`, comma-separated. Unset: none.
     */
    TRUST_PROXY: z.string().optional(),
    /** Embedded state (PGlite data, local files) lives here. */
    DATA_DIR: z.string().default("./data"),
    /** A PostgreSQL server; when unset the embedded PGlite in `$DATA_DIR/pg` is used. */
    DATABASE_URL: optionalUrl,
    /** Public origin used in cookies and redirects; unset = `http://localhost:$PORT` (issue 19 item 13). */
    APP_URL: optionalUrl,
    /**
     * Secret for session signing (32+ random bytes in production). Unset outside production: a random one kept
     * in `$DATA_DIR/auth-secret` (ops/auth-secret.ts).
     */
    AUTH_SECRET: z
      .string()
      .min(32)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** `0` turns the idempotent demo seed off. */
    DEMO_SEED: z.enum(["0", "1"]).default("1"),
    /** Sign-in attempts allowed per IP per minute. */
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Password changes allowed per IP per 15 minutes (429 with Retry-After beyond). */
    RATE_LIMIT_PASSWORD_CHANGE: z.coerce.number().int().min(1).default(5),
    /** Uploads (attachments, profile image, application with résumé) per user per minute. */
    RATE_LIMIT_UPLOADS: z.coerce.number().int().min(1).default(30),
    /** Messages sent per user per minute. */
    RATE_LIMIT_MESSAGES: z.coerce.number().int().min(1).default(60),
    /** Payment initiations (projects and subscriptions) per user per minute. */
    RATE_LIMIT_PAYMENTS: z.coerce.number().int().min(1).default(20),
    /** Seconds a live event stream (`GET /api/messages/events`) stays open before the browser reconnects. */
    EVENT_STREAM_MAX_SECONDS: z.coerce.number().int().min(1).default(600),
    /** OAuth client of a Google Cloud project (APIs & Services -> Credentials); both set = "Sign in with Google". */
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    /**
     * Another OpenID provider in Google's place (the tests' fake on 127.0.0.1): it serves Google's paths
     * (/o/oauth2/v2/auth, /token, /v1/userinfo, /oauth2/v3/certs) and is the id_token issuer. Unset = Google.
     */
    GOOGLE_OAUTH_BASE_URL: optionalUrl,
    /** OpenAI-compatible API for project analysis; when unset the built-in estimator is used. */
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: z.string().optional(),
    AI_MODEL: z.string().default("gpt-4o-mini"),
    /** Milliseconds before the AI provider is abandoned for the built-in estimator. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    /** S3-compatible object storage for files; when unset, files live in `$DATA_DIR/files`. */
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default("us-east-1"),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** `1` for path-style URLs (MinIO and most self-hosted servers). */
    S3_FORCE_PATH_STYLE: z.enum(["0", "1"]).default("1"),
    /** SMTP server for e-mail, e.g. smtp://user:pass@smtp.example.com:587; unset = outbox and dev mailbox only. */
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default("Kaarya <no-reply@kaarya.in>"),
    /** The seller on receipts and tax invoices (docs/decisions/0029-tax-invoices.md). */
    SELLER_NAME: z.string().default("Kaarya"),
    SELLER_ADDRESS: z.string().default("Bengaluru, Karnataka, India"),
    /** The seller's GSTIN; set, receipts are tax invoices and its first two digits are the seller's state. */
    SELLER_GSTIN: z
      .string()
      .refine(isValidGstin, { error: "SELLER_GSTIN is not a valid GSTIN" })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** The seller's GST state code when SELLER_GSTIN is unset (29 = Karnataka); decides CGST + SGST or IGST. */
    SELLER_STATE_CODE: z.enum(GST_STATE_CODES).default("29"),
    /** GST rate in percent included in prices; unset or 0 prints no tax lines. */
    GST_RATE_PERCENT: z.coerce.number().min(0).max(28).optional(),
    /** The payment gateway; sandbox is the built-in hosted page that works offline. */
    PAYMENT_GATEWAY: z.enum(["sandbox", "razorpay", "phonepe"]).default("sandbox"),
    /** HMAC key of the sandbox gateway's signed results; unset = derived from AUTH_SECRET. */
    PAYMENT_SANDBOX_SECRET: z
      .string()
      .min(16)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /**
     * The sandbox gateway lets anyone mark a payment paid, so production refuses it unless this is set (a
     * public demo, a benchmark). Live money needs razorpay or phonepe.
     */
    PAYMENT_SANDBOX_IN_PRODUCTION: z.enum(["0", "1"]).default("0"),
    /** Razorpay API keys (dashboard -> Account & Settings -> API Keys) and the webhook's secret. */
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    /** Another Razorpay API origin (tests' fake server); unset = https://api.razorpay.com. */
    RAZORPAY_BASE_URL: optionalUrl,
    /** PhonePe Standard Checkout credentials (PhonePe Business dashboard -> Developer Settings). */
    PHONEPE_CLIENT_ID: z.string().optional(),
    PHONEPE_CLIENT_SECRET: z.string().optional(),
    PHONEPE_CLIENT_VERSION: z.coerce.number().int().min(1).default(1),
    PHONEPE_ENV: z.enum(["SANDBOX", "PRODUCTION"]).default("SANDBOX"),
    /** Username and password configured on the PhonePe webhook; its Authorization header is SHA256 of both. */
    PHONEPE_CALLBACK_USERNAME: z.string().optional(),
    PHONEPE_CALLBACK_PASSWORD: z.string().optional(),
    /** Another PhonePe API origin (tests' fake server); unset = PhonePe's host for PHONEPE_ENV. */
    PHONEPE_BASE_URL: optionalUrl,
    /** The voice interview (DESIGN §5): builtin = scripted, offline (flite + pocketsphinx); hosted = VOICE_AGENT_URL. */
    VOICE_PROVIDER: z.enum(["builtin", "hosted"]).default("builtin"),
    /** The built-in interviewer's recogniser: auto = pocketsphinx when installed; off = typed answers only (browser tests). */
    VOICE_RECOGNIZER: z.enum(["auto", "off"]).default("auto"),
    /** The hosted conversational agent's WebSocket (ElevenLabs Conversational AI protocol). */
    VOICE_AGENT_URL: z
      .url({ protocol: /^wss?$/ })
      .default("wss://api.elevenlabs.io/v1/convai/conversation")
      .or(z.literal("").transform(() => "wss://api.elevenlabs.io/v1/convai/conversation")),
    /** Sent as the `xi-api-key` header; unset for a public agent. */
    VOICE_API_KEY: z.string().optional(),
    /** The agent to talk to (`agent_id` query parameter); required with VOICE_PROVIDER=hosted. */
    VOICE_AGENT_ID: z.string().optional(),
  })
  .transform((env) => ({ ...env, APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.infer<typeof envSchema>;

/**
 * Parses `source` (default `process.env`); throws a readable error listing every bad variable, one
 * `  VARIABLE: problem` line each. With `NODE_ENV=production` it also refuses (issue 8, issue 19 item 5): a
 * missing, published or weak `AUTH_SECRET` ({@link authSecretProblem}), `DEMO_SEED` other than `0`, and the
 * sandbox gateway without `PAYMENT_SANDBOX_IN_PRODUCTION=1`.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.NODE_ENV === "production") {
    const secretProblem = env.AUTH_SECRET
      ? authSecretProblem(env.AUTH_SECRET)
      : "AUTH_SECRET: required in production (32+ random bytes)";
    if (secretProblem) problems.push(secretProblem);
    if (env.DEMO_SEED !== "0") {
      problems.push(
        "DEMO_SEED: the demo accounts share a published password; set DEMO_SEED=0 in production " +
          "(accounts already seeded stay: remove them or change their passwords)",
      );
    }
    if (env.PAYMENT_GATEWAY === "sandbox" && env.PAYMENT_SANDBOX_IN_PRODUCTION !== "1") {
      problems.push(
        "PAYMENT_GATEWAY: the sandbox gateway takes no money; set razorpay or phonepe " +
          "in production (or PAYMENT_SANDBOX_IN_PRODUCTION=1 for a demo)",
      );
    }
  }
  if (env.VOICE_PROVIDER === "hosted" && !env.VOICE_AGENT_ID) {
    problems.push("VOICE_AGENT_ID: required with VOICE_PROVIDER=hosted");
  }
  if (problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  }
  return env;
}
