import type { ReactNode } from "react";
import { Logo } from "@/web/components/logo";
import { Card } from "@/web/components/ui/card";

/** Centred card with the logo (a link home) and the page's title (spec 1 §2 Sign In, Sign Up). */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-10 sm:items-center"
    >
      <div className="w-full max-w-md space-y-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <Logo />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle && <p className="text-sm text-slate-600">{subtitle}</p>}
        </div>
        <Card className="space-y-5 p-6">{children}</Card>
      </div>
    </main>
  );
}
