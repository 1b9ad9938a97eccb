// Before anything that builds a zod schema (CSP: no eval).
import "./lib/zod-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./styles.css";

// The server wrote a public page's head into the HTML for search engines and link previews (server/ops/
// public-pages.ts); React draws it from here on (PageMeta), so the server's copy goes rather than show twice.
for (const element of document.head.querySelectorAll("[data-page-head]")) element.remove();

const root = document.getElementById("root");
if (!root) throw new Error("index.html needs a #root element");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
