import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../e2e/chromium";
import { DEMO_ACCOUNTS } from "../src/domain/demo";
import type { BenchHelpers } from "./bench-helpers";

/**
 * Front-end performance budgets (issue 8 item 5): the gzipped JavaScript a browser loads on a route's first
 * load, in KB (1,000 bytes, as Vite prints them); gzip is Node's zlib at its default level (6), the level a
 * server compressing on the fly uses. The landing page: 150 (issue 8); every in-app route: 300 (issue 8); the
 * other public pages (terms, refund, privacy, careers, contact, sign in, sign up): 200, our own line, which
 * the forms' zod, react-hook-form and auth client fit under and the app shell's libraries would not.
 */
export const BUDGET_KB = { landing: 150, public: 200, app: 300 } as const;
type Kind = keyof typeof BUDGET_KB;

/** A manifest chunk as Vite writes it to `.vite/manifest.json` (`build.manifest`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** One route to measure: the source modules loaded lazily for it (beyond the entry), and its budget. */
export interface RouteLoad {
  route: string;
  kind: Kind;
  /** Manifest keys (`src/...tsx`) of the lazily loaded modules the route renders on first load. */
  modules: string[];
}

const ROUTER = "src/web/app/router.tsx";
const GUARDS = "src/web/app/guards.tsx";
const PUBLIC_ROUTES = "src/web/features/public-pages/public-routes.tsx";

/** Resolves an import specifier of `fromFile` (`@/…` or relative) to the manifest key of its source file. */
function moduleKey(specifier: string, fromFile: string): string {
  const base = specifier.startsWith("@/")
    ? path.posix.join("src", specifier.slice(2))
    : path.posix.join(path.posix.dirname(fromFile), specifier);
  const found = [".tsx", ".ts", "/index.tsx", "/index.ts"]
    .map((ext) => base + ext)
    .find((f) => existsSync(f));
  if (!found) throw new Error(`cannot resolve ${specifier} imported by ${fromFile}`);
  return found;
}

/** `const X = lazy(() => import("m")…)` declarations of a file: component name -> manifest key. */
function lazyComponents(file: string): Map<string, string> {
  const text = readFileSync(file, "utf8");
  const found = new Map<string, string>();
  for (const m of text.matchAll(/const (\w+) = (?:lazy|lazyPage)\(\s*\(\) =>\s*import\("([^"]+)"\)/g)) {
    found.set(m[1], moduleKey(m[2], file));
  }
  return found;
}

/**
 * The route objects written in `text` (`{ path: "x", element: <Page /> }`, `{ index: true, … }`, or with
 * `lazy: () => import("m")…`): each path with the lazily loaded module behind it, none when the page is in
 * the entry chunk.
 */
function routeEntries(text: string, file: string, lazyByName: Map<string, string>) {
  const routePattern =
    /\{\s*(?:path:\s*"([^"]+)"|index:\s*true)\s*,\s*(?:element:\s*<(\w+)\s*\/>|lazy:[^}]*?import\("([^"]+)"\))/g;
  return [...text.matchAll(routePattern)].map((m) => {
    const route = `/${m[1] ?? ""}`;
    const module = m[3] ? moduleKey(m[3], file) : m[2] ? lazyByName.get(m[2]) : undefined;
    return { route, modules: module ? [module] : [] };
  });
}

/**
 * Every route of the router (src/web/app/router.tsx, the public routes) and the landing page the session
 * gate shows signed-out visitors, each with the lazily loaded modules it renders. In-app routes also load
 * the app shell. A page imported statically counts as part of the entry chunk.
 * @throws Error when the route table cannot be read (so a rewritten router is noticed, not measured as empty).
 */
export function discoverRoutes(): RouteLoad[] {
  const router = readFileSync(ROUTER, "utf8");
  const routerLazy = lazyComponents(ROUTER);
  const guardsLazy = lazyComponents(GUARDS);
  const appStart = router.indexOf("const appRoutes");
  const appEnd = router.indexOf("\n];", appStart);
  if (appStart < 0 || appEnd < 0) throw new Error(`${ROUTER}: no appRoutes array`);
  const shell = routerLazy.get("AppShell");
  const appRoutes = routeEntries(router.slice(appStart, appEnd), ROUTER, routerLazy)
    .filter((r) => r.route !== "/*")
    .map((r): RouteLoad => ({ ...r, kind: "app", modules: [...(shell ? [shell] : []), ...r.modules] }));
  const authRoutes = routeEntries(router.slice(0, appStart) + router.slice(appEnd), ROUTER, routerLazy);
  const publicRoutes = routeEntries(readFileSync(PUBLIC_ROUTES, "utf8"), PUBLIC_ROUTES, new Map());
  const landing = guardsLazy.get("LandingPage");
  const completeProfile = guardsLazy.get("CompleteProfilePage");
  const routes: RouteLoad[] = [
    { route: "/ (landing, signed out)", kind: "landing", modules: landing ? [landing] : [] },
    ...publicRoutes.map((r): RouteLoad => ({ ...r, kind: "public" })),
    ...authRoutes.map((r): RouteLoad => ({ ...r, kind: "public" })),
    { route: "(complete your profile)", kind: "app", modules: completeProfile ? [completeProfile] : [] },
    ...appRoutes,
  ];
  if (appRoutes.length < 20 || publicRoutes.length < 5 || authRoutes.length < 2) {
    throw new Error(
      `route table not understood: ${appRoutes.length} in-app, ${publicRoutes.length} public, ${authRoutes.length} sign-in routes`,
    );
  }
  return routes;
}

/** Gzipped size in bytes of a file (zlib default level), memoised per path. */
const gzipCache = new Map<string, number>();
function gzippedBytes(file: string) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file)).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The JavaScript files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** Static (manifest) figure of one route: files, raw and gzipped bytes, budget, pass. */
export interface RouteFigure {
  route: string;
  kind: Kind;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  budgetKb: number;
  pass: boolean;
}

/**
 * For each route, the JavaScript its first load fetches according to the build manifest: the entry chunk
 * and its static imports, plus each lazily loaded module's chunk and its static imports. Dynamic imports
 * made later (a staff dashboard's charts) are not in this figure; the browser measurement sees them.
 */
export function measureManifest(distDir: string, routes: RouteLoad[]): RouteFigure[] {
  const manifest: Manifest = JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8"));
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry)?.[0];
  if (!entry) throw new Error("no entry chunk in the build manifest");
  return routes.map(({ route, kind, modules }) => {
    const files = staticClosure(manifest, entry);
    for (const m of modules) staticClosure(manifest, m, files);
    const list = [...files].filter((f) => f.endsWith(".js"));
    const gzipBytes = list.reduce((sum, f) => sum + gzippedBytes(path.join(distDir, f)), 0);
    const rawBytes = list.reduce((sum, f) => sum + statSync(path.join(distDir, f)).size, 0);
    const budgetKb = BUDGET_KB[kind];
    return { route, kind, files: list, rawBytes, gzipBytes, budgetKb, pass: gzipBytes <= budgetKb * 1000 };
  });
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
};

/**
 * Serves the build in `distDir` (SPA fallback to index.html), gzipping text at zlib's default level when the
 * browser accepts it, as a compressing reverse proxy would; `/api/*` is passed through to `apiBase`.
 */
async function startFrontServer(distDir: string, apiBase: string) {
  const api = new URL(apiBase);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://front");
    if (url.pathname.startsWith("/api/")) {
      const upstream = http.request(
        { host: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => res.destroy());
      req.pipe(upstream);
      return;
    }
    let file = path.join(distDir, path.normalize(decodeURIComponent(url.pathname)));
    if (!file.startsWith(distDir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(distDir, "index.html");
    }
    const type = TYPES[path.extname(file)] ?? "application/octet-stream";
    let body = readFileSync(file);
    const headers: Record<string, string> = { "content-type": type };
    if (/javascript|css|html|json|svg/.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
      body = gzipSync(body);
      headers["content-encoding"] = "gzip";
    }
    res.writeHead(200, { ...headers, "content-length": String(body.length) });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** What a real first load fetched: JavaScript responses and the sum of their encoded (transferred) bodies. */
export interface BrowserFigure {
  route: string;
  kind: Kind;
  scripts: number;
  encodedBytes: number;
  budgetKb: number;
  pass: boolean;
}

/**
 * Real first loads in headless Chromium against the built app (served gzipped by {@link startFrontServer},
 * API on a fresh demo server): the landing page signed out, a manager's dashboard (with its charts) and a
 * client's project detail; sums the encoded body sizes of the JavaScript responses once the page is drawn.
 */
async function measureInBrowser(distDir: string, helpers: BenchHelpers): Promise<BrowserFigure[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "kaarya-bench-bundle-"));
  const [projectId] = await helpers.seed({ dataDir: path.join(dir, "pg") }, 1);
  const port = 3993;
  const apiBase = `http://localhost:${port}`;
  const server = await helpers.startServer({ DATA_DIR: dir }, port);
  const front = await startFrontServer(distDir, apiBase);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const visit = async (
      route: string,
      kind: Kind,
      pathname: string,
      ready: string,
      email?: string,
    ): Promise<BrowserFigure> => {
      const context = await browser.newContext();
      if (email) {
        const cookie = await helpers.signIn(apiBase, email);
        await context.addCookies(
          cookie.split("; ").map((pair) => {
            const at = pair.indexOf("=");
            return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: "localhost", path: "/" };
          }),
        );
      }
      const page = await context.newPage();
      const pending: Promise<number>[] = [];
      let lastScriptAt = Date.now();
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        lastScriptAt = Date.now();
        pending.push(
          response
            .request()
            .sizes()
            .then((s) => s.responseBodySize),
        );
      });
      await page.goto(front.url + pathname);
      await page.locator(ready).first().waitFor({ timeout: 60_000 });
      // Whatever the drawn page still imports (a lazy chart) counts: wait for a second without new scripts.
      while (Date.now() - lastScriptAt < 1_000) await page.waitForTimeout(250);
      const sizes = await Promise.all(pending);
      await context.close();
      const encodedBytes = sizes.reduce((a, b) => a + b, 0);
      const budgetKb = BUDGET_KB[kind];
      return {
        route,
        kind,
        scripts: sizes.length,
        encodedBytes,
        budgetKb,
        pass: encodedBytes <= budgetKb * 1000,
      };
    };
    return [
      await visit(
        "/ (landing, signed out)",
        "landing",
        "/",
        "h1:has-text('You order it and we get it done')",
      ),
      await visit("/ (manager dashboard)", "app", "/", ".recharts-surface", DEMO_ACCOUNTS[2].email),
      await visit("/project/:id", "app", `/project/${projectId}`, "main h1", DEMO_ACCOUNTS[0].email),
    ];
  } finally {
    await browser.close();
    front.close();
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => Number((bytes / 1000).toFixed(1));

/**
 * `npm run bench` section (alone: `BENCH_ONLY=bundle`): builds the web app with a manifest into a temporary
 * directory (or reads `BENCH_BUNDLE_DIST`, a build made with `vite build --manifest`), prints the gzipped
 * first-load JavaScript of every route against its budget, measures the landing page and two heavy in-app
 * routes in headless Chromium (`BENCH_BUNDLE_BROWSER=0` skips it), writes bench/results/bundle.json.
 * @throws Error naming the routes over budget (after printing and writing the results).
 */
export async function benchBundle(helpers: BenchHelpers) {
  const given = process.env.BENCH_BUNDLE_DIST;
  const distDir = path.resolve(given ?? mkdtempSync(path.join(tmpdir(), "kaarya-bench-dist-")));
  try {
    if (!given) {
      execFileSync(
        "npx",
        ["vite", "build", "--manifest", "--outDir", distDir, "--emptyOutDir", "--logLevel", "warn"],
        {
          stdio: "inherit",
        },
      );
    }
    const figures = measureManifest(distDir, discoverRoutes());
    const browser = process.env.BENCH_BUNDLE_BROWSER === "0" ? [] : await measureInBrowser(distDir, helpers);
    const byRoute = new Map(browser.map((b) => [b.route, b]));
    console.log("\nFirst-load JavaScript per route, KB gzipped (zlib default level; 1 KB = 1,000 bytes)");
    console.table(
      figures.map((f) => ({
        route: f.route,
        "KB gzip (manifest)": kb(f.gzipBytes),
        "KB gzip (browser)": byRoute.has(f.route) ? kb(byRoute.get(f.route)?.encodedBytes ?? 0) : "",
        "budget KB": f.budgetKb,
        result: f.pass ? "pass" : "FAIL",
      })),
    );
    const extra = browser.filter((b) => !figures.some((f) => f.route === b.route));
    if (extra.length > 0) {
      console.log("Measured in Chromium only (scripts loaded once the page is drawn):");
      console.table(
        extra.map((b) => ({
          route: b.route,
          scripts: b.scripts,
          "KB gzip (browser)": kb(b.encodedBytes),
          "budget KB": b.budgetKb,
          result: b.pass ? "pass" : "FAIL",
        })),
      );
    }
    mkdirSync("bench/results", { recursive: true });
    writeFileSync(
      "bench/results/bundle.json",
      JSON.stringify(
        {
          at: new Date().toISOString(),
          gzip: "node:zlib default level (6)",
          kilobyte: 1000,
          manifest: figures,
          browser,
        },
        null,
        2,
      ),
    );
    const over = [...figures, ...browser].filter((f) => !f.pass).map((f) => f.route);
    if (over.length > 0) throw new Error(`over the JavaScript budget: ${[...new Set(over)].join(", ")}`);
    return { figures, browser };
  } finally {
    if (!given) rmSync(distDir, { recursive: true, force: true });
  }
}
