import type { BetterAuthPlugin } from "better-auth";
import {
  type OAuth2Tokens,
  type OAuthProvider,
  validateAuthorizationCode,
  verifyProviderIdToken,
} from "better-auth/oauth2";
import { createRemoteJWKSet } from "jose";

/**
 * The paths an OpenID provider standing in for Google serves below its base URL, named after Google's own
 * (accounts.google.com/o/oauth2/v2/auth, oauth2.googleapis.com/token, openidconnect.googleapis.com/v1/userinfo,
 * www.googleapis.com/oauth2/v3/certs).
 */
export const GOOGLE_PATHS = {
  authorize: "/o/oauth2/v2/auth",
  token: "/token",
  userinfo: "/v1/userinfo",
  jwks: "/oauth2/v3/certs",
} as const;

/** The authorization endpoint for better-auth's Google options when `baseUrl` stands in for Google. */
export function googleAuthorizationEndpoint(baseUrl: string): string {
  return `${baseUrl}${GOOGLE_PATHS.authorize}`;
}

/**
 * A better-auth plugin that keeps the official Google provider (same routes, /sign-in/social and
 * /callback/google, same profile mapping) but sends its back-channel calls to `baseUrl` instead of Google
 * (`GOOGLE_OAUTH_BASE_URL`, the tests' fake provider). The authorization endpoint is the provider's own
 * `authorizationEndpoint` option; this plugin replaces the token endpoint (hard-coded in the provider), and
 * because the tokens then come from a server that is not Google, it checks more than the provider does:
 * the id_token's RS256 signature against `baseUrl`'s JWKS, issuer `baseUrl`, audience the client id, age
 * at most 1 hour; and the userinfo endpoint must answer the access token with the same `sub`.
 */
export function googleEndpoints(baseUrl: string): BetterAuthPlugin {
  const base = baseUrl.replace(/\/+$/, "");
  const jwks = createRemoteJWKSet(new URL(`${base}${GOOGLE_PATHS.jwks}`));

  function redirect(provider: OAuthProvider): OAuthProvider {
    const idToken = provider.idToken && { ...provider.idToken, jwks, issuer: base };
    const retargeted: OAuthProvider = {
      ...provider,
      idToken,
      validateAuthorizationCode: (data) =>
        validateAuthorizationCode({
          ...data,
          options: provider.options ?? {},
          tokenEndpoint: `${base}${GOOGLE_PATHS.token}`,
        }),
      async getUserInfo(tokens) {
        if (!tokens.idToken || !(await verifyProviderIdToken(retargeted, tokens.idToken))) return null;
        if ((await userinfoSubject(base, tokens)) !== subjectOf(tokens.idToken)) return null;
        return provider.getUserInfo(tokens);
      },
      refreshAccessToken: undefined,
    };
    return retargeted;
  }

  return {
    id: "google-endpoints",
    init(ctx) {
      return {
        context: {
          socialProviders: ctx.socialProviders.map((p) => (p.id === "google" ? redirect(p) : p)),
        },
      };
    },
  };
}

function subjectOf(idToken: string): string | undefined {
  const payload = JSON.parse(Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString("utf8"));
  return typeof payload?.sub === "string" ? payload.sub : undefined;
}

/** The `sub` the userinfo endpoint gives for the access token; undefined when it refuses. */
async function userinfoSubject(base: string, tokens: OAuth2Tokens): Promise<string | undefined> {
  if (!tokens.accessToken) return undefined;
  const response = await fetch(`${base}${GOOGLE_PATHS.userinfo}`, {
    headers: { authorization: `Bearer ${tokens.accessToken}`, accept: "application/json" },
    redirect: "error",
  });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { sub?: unknown };
  return typeof body.sub === "string" ? body.sub : undefined;
}
