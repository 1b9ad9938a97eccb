import { useDeferredValue, useId, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";

/** Search text and a 1-based page for a server-paged list; a new search goes back to page 1. */
export function usePagedSearch() {
  const [search, setSearchText] = useState("");
  const [page, setPage] = useState(1);
  const query = useDeferredValue(search.trim());
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  return { search, setSearch, query, page, setPage };
}

/** The search field above a server-paged list ("Search projects" unless `label` says otherwise). */
export function SearchField({
  value,
  onChange,
  placeholder,
  label = "Search projects",
}: {
  value: string;
  onChange: (text: string) => void;
  placeholder: string;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="mb-4 max-w-md space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** Previous / next page controls with "Page N of M"; hidden when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  noun = "projects",
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the list holds, for "Page N of M · T projects". */
  noun?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between text-sm text-slate-700">
      <p>
        Page {page} of {pages} · {total} {noun}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next page
        </Button>
      </div>
    </nav>
  );
}
