import type { ReactNode } from "react";
import { Link } from "react-router";
import { COMPANY_NAME } from "@/domain/contact/company";
import { Logo } from "@/web/components/logo";
import { Button } from "@/web/components/ui/button";
import { useMe } from "@/web/lib/me";

const FOOTER_LINKS = [
  { to: "/#features", label: "Features" },
  { to: "/#pricing", label: "Pricing" },
  { to: "/#how-it-works", label: "How it works" },
  { to: "/", label: "Home" },
  { to: "/contact", label: "Contact" },
  { to: "/careers", label: "Careers" },
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
  { to: "/refund", label: "Refund" },
];

/** Top bar with Sign In and Get Started Free (spec 1 §2 Landing). Signed-in visitors get a dashboard link. */
export function PublicHeader() {
  const { data: user } = useMe();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        {/* Small buttons: the logo and both buttons fit a 375 px phone. */}
        <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
          {user ? (
            <Button asChild size="sm">
              <Link to="/">Go to Dashboard</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to="/signin">Sign In</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/signup">Get Started Free</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

/** Footer links and the copyright line (spec 1 §1). */
export function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="text-slate-700 hover:text-blue-800 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-slate-600">
          © {new Date().getFullYear()} {COMPANY_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

/** Layout of the landing page and the public pages. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PublicHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
