import { Ban, Compass, TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/web/components/ui/button";

function StatusPage({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      {icon}
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="max-w-md text-slate-700">{text}</p>
      <Button asChild>
        <Link to="/">Go to Dashboard</Link>
      </Button>
    </div>
  );
}

/** A signed-in user opened a route their role may not use (DESIGN §4). */
export function NotAllowedPage() {
  return (
    <StatusPage
      icon={<Ban aria-hidden="true" className="h-12 w-12 text-red-600" />}
      title="Not allowed"
      text="Your account does not have access to this page."
    />
  );
}

/** No route matches the path. */
export function NotFoundPage() {
  return (
    <StatusPage
      icon={<Compass aria-hidden="true" className="h-12 w-12 text-blue-600" />}
      title="Page not found"
      text="The page you are looking for does not exist."
    />
  );
}

/** Router error boundary: an unexpected failure while rendering a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Please reload the page and try again.";
  return (
    <main className="mx-auto max-w-2xl px-4">
      <StatusPage
        icon={<TriangleAlert aria-hidden="true" className="h-12 w-12 text-amber-600" />}
        title="Something went wrong"
        text={text}
      />
    </main>
  );
}
