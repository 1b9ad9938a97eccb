import { useState } from "react";
import { RouterProvider } from "react-router";
import { AppProvider } from "./provider";
import { createRouter } from "./router";

/** The whole web app: providers around the router. */
export function App() {
  const [router] = useState(createRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
