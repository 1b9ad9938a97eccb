import { useDeferredValue, useId, useState } from "react";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Pager, SearchField } from "@/web/components/paged-search";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { ScrollArea } from "@/web/components/ui/scroll-area";
import { Table, Td, Th } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-client";
import { type AuditEntry, type AuditLogFilters, useAuditLog } from "../api/get-audit-log";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    dateStyle: "medium",
    timeStyle: "medium",
    timeZone: "Asia/Kolkata",
  });

const NO_FILTERS: AuditLogFilters = { actor: "", action: "", entity: "", from: "", to: "" };

/** Suggestions for the action and entity fields; any other text still filters. */
const ACTION_HINTS = [
  "user.role",
  "project.",
  "project.status",
  "version.publish",
  "payment.",
  "payout.",
  "coupon.",
  "task.",
  "application.",
];
const ENTITY_HINTS = [
  "profile",
  "project",
  "task",
  "project_payment",
  "subscription_payment",
  "freelancer_payment",
  "discount_coupon",
  "freelancer_application",
  "project_issue",
];

/** A labelled filter field; `hints` become the browser's suggestions. */
function FilterField({
  label,
  value,
  onChange,
  type = "text",
  placeholder,
  hints,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "date";
  placeholder?: string;
  hints?: string[];
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        list={hints ? `${id}-hints` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hints && (
        <datalist id={`${id}-hints`}>
          {hints.map((hint) => (
            <option key={hint} value={hint} />
          ))}
        </datalist>
      )}
    </div>
  );
}

const json = (value: unknown) =>
  value === null || value === undefined ? "—" : JSON.stringify(value, null, 2);

/**
 * The before and after of an entry behind a "Details" disclosure (native, so it works without a mouse).
 * `relative` keeps the visually hidden part of its name inside the table's scroll area on a phone.
 */
function Details({ entry }: { entry: AuditEntry }) {
  return (
    <details className="relative">
      <summary className="cursor-pointer rounded font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">
        Details<span className="sr-only"> of {entry.action}</span>
      </summary>
      <div className="mt-2 grid max-w-[80vw] gap-2 sm:max-w-md">
        {(["before", "after"] as const).map((side) => (
          <div key={side}>
            <p className="text-xs font-semibold text-slate-700">{side === "before" ? "Before" : "After"}</p>
            <pre className="max-h-64 overflow-auto rounded bg-slate-100 p-2 text-xs whitespace-pre-wrap break-all text-slate-900">
              {json(entry[side])}
            </pre>
          </div>
        ))}
      </div>
    </details>
  );
}

/**
 * Audit Log (issue 8, route /audit-log, administrators): every recorded change newest first, 50 per page
 * on the server, filtered by actor (name or e-mail), action, entity type and a range of days (IST). Each row
 * shows the time in IST, the actor's name and e-mail, the action, the entity and its id, and a "Details"
 * disclosure with the before and after JSON.
 */
export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditLogFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(filters);
  const log = useAuditLog(deferred, page);
  const set = (key: keyof AuditLogFilters) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const filtered = Object.values(filters).some((value) => value.trim() !== "");

  return (
    <div>
      <PageHeader
        title="Audit Log"
        description="Who changed what and when, newest first. Times and days are in IST."
      />
      <section aria-label="Filters" className="mb-4">
        <SearchField
          value={filters.actor}
          onChange={set("actor")}
          label="Search actor"
          placeholder="Name or e-mail"
        />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FilterField
            label="Action"
            value={filters.action}
            onChange={set("action")}
            placeholder="user.role, or payment."
            hints={ACTION_HINTS}
          />
          <FilterField
            label="Entity type"
            value={filters.entity}
            onChange={set("entity")}
            placeholder="profile"
            hints={ENTITY_HINTS}
          />
          <FilterField label="From (IST)" type="date" value={filters.from} onChange={set("from")} />
          <FilterField label="To (IST)" type="date" value={filters.to} onChange={set("to")} />
        </div>
        {filtered && (
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => {
              setFilters(NO_FILTERS);
              setPage(1);
            }}
          >
            Clear filters
          </Button>
        )}
      </section>
      {log.isPending ? (
        <LoadingState label="Loading the audit log..." />
      ) : log.isError ? (
        <ErrorState
          message={errorMessage(log.error, "Failed to load the audit log")}
          onRetry={() => log.refetch()}
        />
      ) : log.data.items.length === 0 ? (
        <EmptyState title={filtered ? "No entries match these filters" : "No entries yet"} />
      ) : (
        <>
          <ScrollArea label="Audit entries" className="bg-white">
            <Table>
              <thead>
                <tr>
                  <Th>Time (IST)</Th>
                  <Th>Actor</Th>
                  <Th>Action</Th>
                  <Th>Entity</Th>
                  <Th>Details</Th>
                </tr>
              </thead>
              <tbody>
                {log.data.items.map((entry) => (
                  <tr key={entry.id} className="align-top">
                    <Td className="whitespace-nowrap">{when(entry.at)}</Td>
                    <Td>
                      {entry.actor ? (
                        <>
                          <span className="block font-medium text-slate-900">{entry.actor.fullName}</span>
                          <span className="block text-xs break-all text-slate-600">{entry.actor.email}</span>
                        </>
                      ) : (
                        <span className="text-slate-600">System</span>
                      )}
                    </Td>
                    <Td className="font-mono text-xs">{entry.action}</Td>
                    <Td>
                      <span className="block">{entry.entity}</span>
                      <span className="block font-mono text-xs break-all text-slate-600">
                        {entry.entityId ?? "—"}
                      </span>
                    </Td>
                    <Td>
                      <Details entry={entry} />
                    </Td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollArea>
          <Pager
            page={page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            onPage={setPage}
            noun="entries"
          />
        </>
      )}
    </div>
  );
}
