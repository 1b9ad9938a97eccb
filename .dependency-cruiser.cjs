/**
 * The boundary rules of Kaarya's import graph (issue 18 item 5, docs/architecture.md,
 * docs/decisions/0028-boundaries.md). Checked by `npm run lint`:
 *
 *   npx depcruise src bench test e2e --config .dependency-cruiser.cjs --output-type err-long
 *
 * Each rule names the layer it protects; a violation message says where the import should go instead.
 */

/** Paths of the server modules: `src/server/modules/<module>/…`; `$1` in a `to` is the importer's module. */
const MODULE = "^src/server/modules/([^/]+)/";
/** Paths of the web features: `src/web/features/<feature>/…`. */
const FEATURE = "^src/web/features/([^/]+)/";

/**
 * Measurement, not a lint rule: server modules whose folders import each other (through any files).
 * Folder rules see the whole folder graph (src/server → test → … through the test files), run only with
 * --metrics and cannot take known violations, so the count is taken on its own, modules only:
 *
 *   MEASURE_MODULE_CYCLES=1 npx depcruise src/server/modules --include-only '^src/server/modules/' \
 *     --exclude '\.test\.ts$' --metrics --config .dependency-cruiser.cjs --output-type err
 *
 * Each reported line is one module on one cycle.
 */
const MODULE_FOLDER_CYCLE = {
  name: "module-folder-cycle",
  severity: "info",
  scope: "folder",
  from: { path: "^src/server/modules/" },
  to: { path: "^src/server/modules/", circular: true },
};

module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment:
        "src/domain holds the spec's rules without I/O: it imports neither the server, nor the web, nor a framework (DESIGN §1).",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { path: ["^src/(server|web)/", "^node_modules/(hono|react|react-dom|@hono/[^/]+)/"] },
    },
    {
      name: "web-uses-only-the-typed-api-client",
      comment:
        "src/web never imports server code; the one door is src/web/lib/api-client.ts, which imports the type of the routes (ApiRoutes) from src/server/app.ts (DESIGN §1).",
      severity: "error",
      from: { path: "^src/web/", pathNot: "^src/web/lib/api-client\\.ts$" },
      to: { path: "^src/server/" },
    },
    {
      name: "api-client-imports-only-the-route-types",
      comment:
        "src/web/lib/api-client.ts may import only types, and only from src/server/app.ts (the ApiRoutes type of the Hono RPC client): nothing of the server reaches the browser bundle.",
      severity: "error",
      from: { path: "^src/web/lib/api-client\\.ts$" },
      to: {
        path: "^src/server/",
        pathNot: "^src/server/app\\.ts$",
      },
    },
    {
      name: "api-client-imports-types-not-code",
      comment: "The import of src/server/app.ts from src/web/lib/api-client.ts must be `import type`.",
      severity: "error",
      from: { path: "^src/web/lib/api-client\\.ts$" },
      to: { path: "^src/server/app\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "feature-not-to-feature",
      comment:
        "A web feature does not import another feature (CONVENTIONS, decision 0038). To resolve: if a page of this feature shows a piece of the other, let the page take it as a prop (a slot) and compose the two in a route module under src/web/app/routes/ (like profile-settings-route.tsx); if several features need the piece, move it down: an endpoint hook to src/web/lib/api/ (one file per endpoint), a flow or helper to src/web/lib/, presentation without an endpoint to src/web/components/, a rule to src/domain/.",
      severity: "error",
      from: { path: FEATURE },
      to: { path: "^src/web/features/", pathNot: "^src/web/features/$1/" },
    },
    {
      name: "components-not-to-features",
      comment:
        "src/web/components is shared UI below the features: it never imports a feature. A domain slice belongs in its feature; a shared piece moves into components or src/web/lib.",
      severity: "error",
      from: { path: "^src/web/components/" },
      to: { path: "^src/web/features/" },
    },
    {
      name: "module-not-to-another-modules-internals",
      comment:
        "A server module uses another module only through that module's index.ts, which lists what others may use (issue 18 item 2).",
      severity: "error",
      from: { path: MODULE },
      to: {
        path: "^src/server/modules/[^/]+/",
        pathNot: ["^src/server/modules/$1/", "^src/server/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "no-cycle",
      comment:
        "No file imports itself through others: split the shared piece (often a type or an interface) into its own file that both import.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...(process.env.MEASURE_MODULE_CYCLES ? [MODULE_FOLDER_CYCLE] : []),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
