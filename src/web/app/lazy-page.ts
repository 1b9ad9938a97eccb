import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * A page (or layout) loaded from its own chunk the first time it renders (decision 0017): `load` is the
 * module's `import()`, `name` the export to render. Render it under a `<Suspense>`, which shows while the
 * chunk downloads.
 */
export function lazyPage<K extends string>(
  // biome-ignore lint/suspicious/noExplicitAny: the page's own props type is kept by `lazy`.
  load: () => Promise<Record<K, ComponentType<any>>>,
  name: K,
  // biome-ignore lint/suspicious/noExplicitAny: as above.
): LazyExoticComponent<ComponentType<any>> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
