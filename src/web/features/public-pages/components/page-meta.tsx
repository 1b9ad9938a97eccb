import { documentTitle, type PublicPage } from "@/domain/public-pages";

/**
 * The document title and meta description of a public page (domain/public-pages.ts; the server sends the
 * same in the page's HTML, marked `data-page-head`, which main.tsx removes before React draws). React 19
 * hoists `<title>` and `<meta>` rendered anywhere into `<head>` (a title before index.html's fallback
 * `<title>Kaarya</title>`, so it wins) and removes them when the page unmounts, so no head-management
 * library is needed.
 */
export function PageMeta({ page }: { page: PublicPage }) {
  return (
    <>
      <title>{documentTitle(page)}</title>
      <meta name="description" content={page.description} />
    </>
  );
}
