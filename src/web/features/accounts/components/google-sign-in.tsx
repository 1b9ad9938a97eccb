import { Button } from "@/web/components/ui/button";
import { authClient, authErrorMessage } from "@/web/lib/auth-client";

/** Texts for the error codes better-auth puts on `/signin?error=` when a Google sign-in fails (spec 1 §8). */
const CALLBACK_ERRORS: Record<string, string> = {
  access_denied: "Google sign-in was cancelled.",
  state_mismatch: "Google sign-in expired or was opened twice. Please try again.",
  please_restart_the_process: "Google sign-in expired. Please try again.",
};

/**
 * The banner text for a failed Google sign-in, from the `error` query parameter better-auth adds when it
 * sends the browser back to /signin; null when there is none.
 */
export function googleCallbackError(search: string): string | null {
  const code = new URLSearchParams(search).get("error");
  if (!code) return null;
  return CALLBACK_ERRORS[code] ?? `Google sign-in failed (${code.replaceAll("_", " ")}). Please try again.`;
}

/**
 * 'Sign in with Google' and the 'Or continue with email' divider (spec 1 §2 Sign In). When the server has
 * no Google client configured (`available` false) the button stays visible but disabled, with the reason.
 */
export function GoogleSignIn({
  available,
  onError,
}: {
  available: boolean;
  onError: (message: string) => void;
}) {
  async function signIn() {
    const result = await authClient.signIn
      .social({ provider: "google", callbackURL: "/", errorCallbackURL: "/signin" })
      .catch((cause: unknown) => ({ error: { message: cause instanceof Error ? cause.message : null } }));
    if (result?.error) onError(authErrorMessage(result.error));
  }
  return (
    <>
      <div className="space-y-1">
        <Button
          variant="secondary"
          className="w-full"
          onClick={signIn}
          disabled={!available}
          aria-describedby={available ? undefined : "google-unavailable"}
        >
          Sign in with Google
        </Button>
        {!available && (
          <p id="google-unavailable" className="text-center text-xs text-slate-600">
            Google sign-in is unavailable: it is not set up on this server.
          </p>
        )}
      </div>
      <div className="flex items-center gap-3 text-xs text-slate-600">
        <span className="h-px flex-1 bg-slate-200" />
        Or continue with email
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </>
  );
}
