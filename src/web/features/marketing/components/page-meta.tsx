/**
 * The document title and meta description of a public page. React 19 hoists `<title>` and `<meta>`
 * rendered anywhere into `<head>` (a title before index.html's fallback `<title>Kaarya</title>`, so it
 * wins) and removes them when the page unmounts, so no head-management library is needed.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title === "Kaarya" ? title : `${title} | Kaarya`}</title>
      <meta name="description" content={description} />
    </>
  );
}
