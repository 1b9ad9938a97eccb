import { useState } from "react";
import { ROLE_LABELS, ROLES, type Role } from "@/domain/roles";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { PageHeader } from "@/web/components/page-header";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/page-states";
import { Pager, SearchField, usePagedSearch } from "@/web/components/paged-search";
import { NativeSelect } from "@/web/components/ui/input";
import { ScrollArea } from "@/web/components/ui/scroll-area";
import { Table, Td, Th } from "@/web/components/ui/table";
import { errorMessage } from "@/web/lib/api-client";
import { formatDate } from "@/web/lib/format";
import { useChangeRole } from "../api/change-role";
import { type ManagedUser, USERS_PAGE_SIZE, useUsers } from "../api/get-users";

/** A user's row: the role select asks for confirmation before anything changes. */
function UserRow({ user }: { user: ManagedUser }) {
  const change = useChangeRole();
  const [pending, setPending] = useState<Role | null>(null);
  return (
    <tr>
      <Td className="font-medium text-slate-900">{user.fullName}</Td>
      <Td className="break-all">{user.email}</Td>
      <Td>
        <NativeSelect
          className="min-w-40"
          aria-label={`Role of ${user.fullName}`}
          value={user.role}
          onChange={(event) => setPending(event.target.value as Role)}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect>
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(open) => !open && setPending(null)}
          title="Change role?"
          description={
            pending
              ? `${user.fullName} will become ${ROLE_LABELS[pending]} and be signed out everywhere; they sign in again to continue. Their menus and what they may see change with it.`
              : ""
          }
          keepLabel="Keep current role"
          confirmLabel="Change role"
          successToast="Role changed."
          failureText={(error) => errorMessage(error, "Failed to change the role.")}
          onConfirm={() => change.mutateAsync({ id: user.id, role: pending ?? user.role })}
        />
      </Td>
      <Td>{formatDate(user.createdAt)}</Td>
    </tr>
  );
}

/**
 * User Management (spec 3 §2, route /users, administrators): a table of User, Email, Role and Joined, a
 * search box, server-side pages, and a role select per user that asks for confirmation; the last
 * administrator cannot be demoted (the server says so).
 */
export function UsersPage() {
  const { search, setSearch, query, page, setPage } = usePagedSearch();
  const users = useUsers(query, page);
  return (
    <div>
      <PageHeader title="User Management" description="Everyone with a Kaarya account, newest first." />
      <SearchField value={search} onChange={setSearch} label="Search users" placeholder="Name or e-mail" />
      {users.isPending ? (
        <LoadingState label="Loading users..." />
      ) : users.isError ? (
        <ErrorState message="Failed to load users" onRetry={() => users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState title={query ? "No users match your search" : "No users yet"} />
      ) : (
        <>
          <ScrollArea label="Users" className="bg-white">
            <Table>
              <thead>
                <tr>
                  <Th>User</Th>
                  <Th>Email</Th>
                  <Th>Role</Th>
                  <Th>Joined</Th>
                </tr>
              </thead>
              <tbody>
                {users.data.items.map((user) => (
                  <UserRow key={user.id} user={user} />
                ))}
              </tbody>
            </Table>
          </ScrollArea>
          <Pager
            page={page}
            pageSize={USERS_PAGE_SIZE}
            total={users.data.total}
            onPage={setPage}
            noun="users"
          />
        </>
      )}
    </div>
  );
}
