import { Button } from "@/web/components/ui/button";
import { authClient, authErrorMessage } from "@/web/lib/auth-client";

/** 'Sign in with Google' and the 'Or continue with email' divider (spec 1 §2 Sign In). */
export function GoogleSignIn({ onError }: { onError: (message: string) => void }) {
  async function signIn() {
    const result = await authClient.signIn
      .social({ provider: "google", callbackURL: "/" })
      .catch((cause: unknown) => ({ error: { message: cause instanceof Error ? cause.message : null } }));
    if (result?.error) onError(authErrorMessage(result.error));
  }
  return (
    <>
      <Button variant="secondary" className="w-full" onClick={signIn}>
        Sign in with Google
      </Button>
      <div className="flex items-center gap-3 text-xs text-slate-600">
        <span className="h-px flex-1 bg-slate-200" />
        Or continue with email
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </>
  );
}
