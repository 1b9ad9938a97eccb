import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "@/web/lib/cn";

const TONES = {
  error: { box: "border-red-300 bg-red-50 text-red-900", Icon: CircleAlert },
  warning: { box: "border-amber-300 bg-amber-50 text-amber-900", Icon: TriangleAlert },
  success: { box: "border-green-300 bg-green-50 text-green-900", Icon: CircleCheck },
  info: { box: "border-blue-200 bg-blue-50 text-blue-900", Icon: Info },
} as const;

interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, "title"> {
  tone?: keyof typeof TONES;
  title?: ReactNode;
}

/** A banner. Errors are announced (`role="alert"`); other tones are polite status messages. */
export function Alert({ tone = "info", title, children, className, ...props }: AlertProps) {
  const { box, Icon } = TONES[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-md border p-4 text-sm", box, className)}
      {...props}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
