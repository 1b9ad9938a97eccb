import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { SUCCESS_TOAST_MS } from "@/domain/constants";
import { createQueryClient } from "@/web/lib/query-client";

/** App-wide providers: the query cache and the toaster (success toasts last 3 s, spec 1 §9). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="bottom-right" closeButton duration={SUCCESS_TOAST_MS} />
    </QueryClientProvider>
  );
}
