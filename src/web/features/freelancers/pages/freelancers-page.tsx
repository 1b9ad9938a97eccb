import { SearchX } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Pager, SearchField, usePagedSearch } from "@/web/components/paged-search";
import { DIRECTORY_PAGE_SIZE, useFreelancers } from "../api/get-freelancers";
import { DirectoryFilters, type FilterText, NO_FILTERS, rateBound } from "../components/directory-filters";
import { FreelancerCard } from "../components/freelancer-card";

/**
 * Freelancers (spec 3 §2 "Freelancer directory", route /freelancers, staff): searchable two-column cards
 * ordered by rating, highest first, with filters for a skill, availability and an hourly-rate range;
 * paged on the server.
 */
export function FreelancersPage() {
  const { search, setSearch, query, page, setPage } = usePagedSearch();
  const [filterText, setFilterText] = useState<FilterText>(NO_FILTERS);
  const typed = useDeferredValue(filterText);
  const filters = {
    search: query,
    skill: typed.skill.trim(),
    availability: typed.availability,
    minRate: rateBound(typed.minRate),
    maxRate: rateBound(typed.maxRate),
  };
  const freelancers = useFreelancers(filters, page);
  const filtering = Boolean(query || filters.skill || filters.availability || typed.minRate || typed.maxRate);
  return (
    <div>
      <PageHeader title="Freelancers" description="Our freelancers, highest rated first." />
      <SearchField
        value={search}
        onChange={setSearch}
        label="Search freelancers"
        placeholder="Name, title or skill"
      />
      <DirectoryFilters
        value={filterText}
        onChange={(next) => {
          setFilterText(next);
          setPage(1);
        }}
      />
      {freelancers.isPending ? (
        <LoadingState label="Loading freelancers..." />
      ) : freelancers.isError ? (
        <ErrorState message="Failed to load freelancers" onRetry={() => freelancers.refetch()} />
      ) : freelancers.data.items.length === 0 ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" className="h-10 w-10" />}
          title={filtering ? "No freelancers match your search" : "No freelancers yet"}
        />
      ) : (
        <>
          <ul aria-label="Freelancers" className="grid gap-4 md:grid-cols-2">
            {freelancers.data.items.map((freelancer) => (
              <li key={freelancer.id}>
                <FreelancerCard freelancer={freelancer} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={DIRECTORY_PAGE_SIZE}
            total={freelancers.data.total}
            onPage={setPage}
            noun="freelancers"
          />
        </>
      )}
    </div>
  );
}
