import { readFile } from "node:fs/promises";
import { Hono } from "hono";
import { html } from "hono/html";
import { documentTitle, PUBLIC_PAGES, type PublicPage } from "@/domain/public-pages";

/**
 * What search engines and link previews read without running JavaScript (issue 19 item 20): each public page
 * of domain/public-pages.ts is sent as the SPA's index.html with its title, description, canonical and Open
 * Graph tags already in `<head>`, and `/robots.txt` and `/sitemap.xml` list those pages at `APP_URL`.
 * The tags are marked `data-page-head`: the web app removes them at start and draws its own (PageMeta).
 *
 * @module
 */

/** The page's absolute address at `appUrl` (an origin, or an origin and path, with or without a final slash). */
function pageUrl(page: PublicPage, appUrl: string): string {
  return `${appUrl.replace(/\/+$/, "")}${page.path}`;
}

/** The head tags of `page` served at `appUrl`, HTML-escaped, each marked `data-page-head`. */
export async function pageHead(page: PublicPage, appUrl: string): Promise<string> {
  const url = pageUrl(page, appUrl);
  return String(
    await html`<title data-page-head>${documentTitle(page)}</title>
    <meta name="description" content="${page.description}" data-page-head />
    <link rel="canonical" href="${url}" data-page-head />
    <meta property="og:type" content="website" data-page-head />
    <meta property="og:site_name" content="Kaarya" data-page-head />
    <meta property="og:locale" content="en_IN" data-page-head />
    <meta property="og:title" content="${page.title}" data-page-head />
    <meta property="og:description" content="${page.description}" data-page-head />
    <meta property="og:url" content="${url}" data-page-head />
    <meta name="twitter:card" content="summary" data-page-head />
    `,
  );
}

/**
 * `indexHtml` with `head` placed before its own `<title>` (so the page's title is the document's; the file's
 * stays as the fallback once the marked tags are removed).
 * @throws Error when `indexHtml` has no `<title>` (a broken build).
 */
export function withHead(indexHtml: string, head: string): string {
  if (!indexHtml.includes("<title>"))
    throw new Error("index.html has no <title> to put the page's head before");
  return indexHtml.replace("<title>", () => `${head}<title>`);
}

/** `/robots.txt`: everything but the API may be crawled; the sitemap is at `appUrl`. */
export function robotsTxt(appUrl: string): string {
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${appUrl.replace(/\/+$/, "")}/sitemap.xml\n`;
}

/** `/sitemap.xml` (sitemaps.org 0.9): the address of every public page at `appUrl`. */
export async function sitemapXml(appUrl: string): Promise<string> {
  const urls = Object.values(PUBLIC_PAGES).map(
    (page) => html`  <url><loc>${pageUrl(page, appUrl)}</loc></url>\n`,
  );
  return String(
    await html`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}</urlset>
`,
  );
}

/**
 * The routes of this module, to mount before the static files: each public page (GET and HEAD) answers
 * `indexFile` (the built index.html, read per request) with the page's head; `/robots.txt`, `/sitemap.xml`.
 */
export function publicPageRoutes({ appUrl, indexFile }: { appUrl: string; indexFile: string }) {
  const router = new Hono();
  for (const page of Object.values(PUBLIC_PAGES)) {
    router.get(page.path, async (c) =>
      c.html(withHead(await readFile(indexFile, "utf8"), await pageHead(page, appUrl))),
    );
  }
  router.get("/robots.txt", (c) => c.text(robotsTxt(appUrl)));
  router.get("/sitemap.xml", async (c) =>
    c.body(await sitemapXml(appUrl), 200, { "content-type": "application/xml; charset=utf-8" }),
  );
  return router;
}
