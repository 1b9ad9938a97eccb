import { createHash, randomBytes } from "node:crypto";
import { linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { Hono } from "hono";
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import { GOOGLE_PATHS } from "../../src/server/integrations/google/google-endpoints";
import { type Listening, listen } from "./listen";

/** The Google account a user picks on the fake's consent page. */
export interface FakeGoogleIdentity {
  email: string;
  name: string;
  /** Google's stable account id; derived from the e-mail when omitted, so the same person gets the same one. */
  sub?: string;
}

/** A running fake of Google's OAuth 2.0 / OpenID Connect endpoints on 127.0.0.1. */
export interface FakeGoogle extends Listening {
  clientId: string;
  clientSecret: string;
  /** Every request the fake answered, as `METHOD /path`, for assertions. */
  calls: string[];
  /** `true`: id_tokens are signed with a key the JWKS does not publish (a forged token). */
  forgeIdTokens: boolean;
  /**
   * What the consent page's Continue button does: posts `identity` for the authorization request in
   * `authorizeUrl` and returns the Location the provider redirects the browser to (the app's callback).
   */
  consent(authorizeUrl: string, identity: FakeGoogleIdentity): Promise<string>;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  scope: string;
  claims: { sub: string; email: string; email_verified: true; name: string };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const subjectFor = (email: string) =>
  createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 21).replace(/[a-f]/g, "1");

/** The private RSA key as JWK (with its `kid`): the signing key, and the public part the JWKS publishes. */
async function fromPrivateJwk(privateJwk: JWK) {
  const { d, p, q, dp, dq, qi, ...publicJwk } = privateJwk;
  return {
    privateKey: await importJWK(privateJwk, "RS256"),
    jwk: { ...publicJwk, alg: "RS256", use: "sig" } as JWK,
  };
}

const readKeyFile = (keyFile: string) => fromPrivateJwk(JSON.parse(readFileSync(keyFile, "utf8")));

/**
 * The fake's signing key and its JWKS entry: a new RS256 key, or with `keyFile` the key stored there, made
 * and stored by whichever fake starts first (written aside, then linked into place, so a fake starting at
 * the same moment reads the winner's whole file). Fakes started in other processes of one run (a retried
 * browser test gets a new worker) then sign with the key the app already fetched: jose fetches a JWKS again
 * for an unknown key id only after a 30-second cooldown.
 */
async function signingKey(keyFile?: string) {
  if (keyFile) {
    try {
      return await readKeyFile(keyFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  const keys = await generateKeyPair("RS256", { extractable: true });
  const privateJwk: JWK = { ...(await exportJWK(keys.privateKey)), kid: randomBytes(8).toString("hex") };
  if (!keyFile) return fromPrivateJwk(privateJwk);
  const aside = `${keyFile}.${process.pid}`;
  writeFileSync(aside, JSON.stringify(privateJwk), { mode: 0o600 });
  try {
    linkSync(aside, keyFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(aside);
  }
  return readKeyFile(keyFile);
}

/**
 * Starts a fake Google: an authorization endpoint with a consent page (pick an e-mail and name, Continue),
 * a token endpoint (client_secret_post or Basic, single-use codes, redirect_uri and PKCE S256 checked) that
 * issues an RS256 id_token (iss = the fake's origin, aud = the client id, 1 hour), a userinfo endpoint for
 * the access token, a JWKS and a discovery document. `port` 0 picks a free port; `keyFile` keeps the signing
 * key for fakes started later in other processes ({@link signingKey}).
 */
export async function startFakeGoogle(
  options: { port?: number; clientId?: string; clientSecret?: string; keyFile?: string } = {},
) {
  const clientId = options.clientId ?? "kaarya-test.apps.googleusercontent.com";
  const clientSecret = options.clientSecret ?? "fake-google-secret";
  const { privateKey, jwk } = await signingKey(options.keyFile);
  const rogue = await generateKeyPair("RS256");
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant["claims"]>();
  const state = { calls: [] as string[], forgeIdTokens: false, baseUrl: "" };

  const app = new Hono();
  app.use("*", async (c, next) => {
    state.calls.push(`${c.req.method} ${new URL(c.req.url).pathname}`);
    await next();
  });

  app.get("/.well-known/openid-configuration", (c) =>
    c.json({
      issuer: state.baseUrl,
      authorization_endpoint: `${state.baseUrl}${GOOGLE_PATHS.authorize}`,
      token_endpoint: `${state.baseUrl}${GOOGLE_PATHS.token}`,
      userinfo_endpoint: `${state.baseUrl}${GOOGLE_PATHS.userinfo}`,
      jwks_uri: `${state.baseUrl}${GOOGLE_PATHS.jwks}`,
      response_types_supported: ["code"],
      id_token_signing_alg_values_supported: ["RS256"],
      code_challenge_methods_supported: ["S256"],
    }),
  );
  app.get(GOOGLE_PATHS.jwks, (c) => c.json({ keys: [jwk] }));

  app.get(GOOGLE_PATHS.authorize, (c) => {
    const q = c.req.query();
    if (q.client_id !== clientId) return c.text("Error 401: invalid_client", 401);
    if (
      q.response_type !== "code" ||
      !q.redirect_uri ||
      q.code_challenge_method !== "S256" ||
      !q.code_challenge
    )
      return c.text("Error 400: invalid_request", 400);
    const hidden = Object.entries(q)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join("");
    return c.html(`<!doctype html><html lang="en"><head><title>Sign in - Google Accounts (fake)</title></head>
<body><main><h1>Choose an account</h1><p>to continue to Kaarya</p>
<form method="post" action="${GOOGLE_PATHS.authorize}">${hidden}
<label>Email <input name="email" type="email" value="${escapeHtml(q.login_hint ?? "")}"></label>
<label>Name <input name="name"></label>
<button type="submit">Continue</button></form></main></body></html>`);
  });

  app.post(GOOGLE_PATHS.authorize, async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    if (form.client_id !== clientId || !form.redirect_uri || !form.email)
      return c.text("Error 400: invalid_request", 400);
    const code = randomBytes(24).toString("base64url");
    grants.set(code, {
      clientId: form.client_id,
      redirectUri: form.redirect_uri,
      codeChallenge: form.code_challenge ?? "",
      nonce: form.nonce ?? null,
      scope: form.scope ?? "",
      claims: {
        sub: form.sub || subjectFor(form.email),
        email: form.email,
        email_verified: true,
        name: form.name || form.email,
      },
    });
    const target = new URL(form.redirect_uri);
    target.searchParams.set("code", code);
    if (form.state) target.searchParams.set("state", form.state);
    return c.redirect(target.toString(), 302);
  });

  app.post(GOOGLE_PATHS.token, async (c) => {
    const body = new URLSearchParams(await c.req.text());
    const basic = c.req.header("authorization")?.match(/^Basic (.+)$/)?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, "base64").toString("utf8").split(":").map(decodeURIComponent)
      : [body.get("client_id"), body.get("client_secret")];
    if (id !== clientId || secret !== clientSecret) return c.json({ error: "invalid_client" }, 401);
    const code = body.get("code") ?? "";
    const grant = grants.get(code);
    grants.delete(code);
    const verifier = body.get("code_verifier") ?? "";
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    if (
      body.get("grant_type") !== "authorization_code" ||
      !grant ||
      grant.redirectUri !== body.get("redirect_uri") ||
      grant.codeChallenge !== challenge
    ) {
      return c.json({ error: "invalid_grant", error_description: "Bad Request" }, 400);
    }
    const accessToken = `ya29.${randomBytes(24).toString("base64url")}`;
    accessTokens.set(accessToken, grant.claims);
    const idToken = await new SignJWT({ ...grant.claims, ...(grant.nonce ? { nonce: grant.nonce } : {}) })
      .setProtectedHeader({ alg: "RS256", kid: jwk.kid, typ: "JWT" })
      .setIssuer(state.baseUrl)
      .setAudience(clientId)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(state.forgeIdTokens ? rogue.privateKey : privateKey);
    return c.json({
      access_token: accessToken,
      expires_in: 3599,
      token_type: "Bearer",
      scope: grant.scope,
      id_token: idToken,
    });
  });

  app.get(GOOGLE_PATHS.userinfo, (c) => {
    const token = c.req.header("authorization")?.match(/^Bearer (.+)$/)?.[1];
    const claims = token ? accessTokens.get(token) : undefined;
    if (!claims) return c.json({ error: "invalid_token" }, 401);
    return c.json(claims);
  });

  const server = await listen(app, options.port);
  state.baseUrl = server.baseUrl;
  const fake: FakeGoogle = {
    ...server,
    clientId,
    clientSecret,
    calls: state.calls,
    get forgeIdTokens() {
      return state.forgeIdTokens;
    },
    set forgeIdTokens(value) {
      state.forgeIdTokens = value;
    },
    async consent(authorizeUrl, identity) {
      const query = new URL(authorizeUrl).searchParams;
      const form = new URLSearchParams(query);
      form.set("email", identity.email);
      form.set("name", identity.name);
      if (identity.sub) form.set("sub", identity.sub);
      const response = await fetch(`${server.baseUrl}${GOOGLE_PATHS.authorize}`, {
        method: "POST",
        body: form,
        redirect: "manual",
      });
      const location = response.headers.get("location");
      if (response.status !== 302 || !location) throw new Error(`consent refused: ${response.status}`);
      return location;
    },
  };
  return fake;
}
