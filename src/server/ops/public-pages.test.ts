import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "@/domain/public-pages";
import { pageHead, publicPageRoutes } from "./public-pages";

// issue 19 item 20: what a crawler or a link preview gets without running the app's JavaScript.
const APP_URL = "https://kaarya.example";
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Kaarya</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let dir: string;
let routes: ReturnType<typeof publicPageRoutes>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "kaarya-public-pages-"));
  await writeFile(path.join(dir, "index.html"), INDEX_HTML);
  routes = publicPageRoutes({ appUrl: `${APP_URL}/`, indexFile: path.join(dir, "index.html") });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
const decodeEntities = (text: string | undefined) =>
  text?.replace(/&(?:amp|quot|#39|lt|gt);/g, (e) => ENTITIES[e]);

/** The unescaped `content` (or `href`) of the one head tag matching `selector`, e.g. `property="og:url"`. */
function tag(document: string, selector: string, attribute = "content"): string | undefined {
  const matches = [
    ...document.matchAll(new RegExp(`<(?:meta|link) ${selector} ${attribute}="([^"]*)"`, "g")),
  ];
  expect(matches, selector).toHaveLength(1);
  return decodeEntities(matches[0]?.[1]);
}

describe("public pages as the server sends them", () => {
  it.each(Object.values(PUBLIC_PAGES))(
    "$path has its title, description, canonical and Open Graph tags",
    async (page) => {
      const response = await routes.request(page.path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      const document = await response.text();
      const url = page.path === "/" ? `${APP_URL}/` : `${APP_URL}${page.path}`;
      const title = page.path === "/" ? "Kaarya" : `${page.title} | Kaarya`;
      // The page's title comes first, so it is the document's; the app's script and root are untouched.
      expect(decodeEntities(document.match(/<title[^>]*>([^<]*)<\/title>/)?.[1])).toBe(title);
      expect(document).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(document).toContain('<div id="root"></div>');
      expect(tag(document, 'name="description"')).toBe(page.description);
      expect(tag(document, 'rel="canonical"', "href")).toBe(url);
      expect(tag(document, 'property="og:url"')).toBe(url);
      expect(tag(document, 'property="og:title"')).toBe(page.title);
      expect(tag(document, 'property="og:description"')).toBe(page.description);
      expect(tag(document, 'property="og:type"')).toBe("website");
    },
  );

  it("escapes what it writes into the head", async () => {
    const head = await pageHead(
      { path: "/x?a=1&b=2", title: 'Tom & "Jerry" <b>', description: "it's <script>" },
      APP_URL,
    );
    expect(head).toContain("<title data-page-head>Tom &amp; &quot;Jerry&quot; &lt;b&gt; | Kaarya</title>");
    expect(head).toContain('content="it&#39;s &lt;script&gt;"');
    expect(head).toContain(`href="${APP_URL}/x?a=1&amp;b=2"`);
    expect(head).not.toContain("<script>");
  });

  it("serves /robots.txt pointing at the sitemap on APP_URL", async () => {
    const response = await routes.request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${APP_URL}/sitemap\\.xml$`, "m"));
  });

  it("serves /sitemap.xml listing every public page on APP_URL", async () => {
    const response = await routes.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      Object.values(PUBLIC_PAGES)
        .map((page) => `${APP_URL}${page.path}`)
        .sort(),
    );
  });
});
