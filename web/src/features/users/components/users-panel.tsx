import type { AdminUser } from "@crease/core/admin";
import { accountContactOf, initialsOf, ROLE_LABELS, type Role } from "@crease/core/users";
import { Settings2, UsersRound } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Select } from "@/components/ui/input";
import { EmptyState, ListSkeleton, LoadError, ShowMore } from "@/components/ui/panel-states";
import { SearchBox } from "@/components/ui/search-box";
import { StatusBadge } from "@/components/ui/status-badge";
import { cn } from "@/lib/cn";
import { formatIstDay, plural } from "@/lib/dates";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { type UserListParams, useUsers } from "../api/get-users";
import { ManageUserDialog } from "./manage-user-dialog";

const ROLE_TONES: Record<Role, "slate" | "brand" | "blue"> = { player: "slate", owner: "blue", admin: "brand" };

function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={ROLE_TONES[role] ?? "slate"}>{ROLE_LABELS[role] ?? role}</Badge>;
}

function joined(iso: string): string {
  return formatIstDay(iso);
}

interface RowsProps {
  users: AdminUser[];
  currentUserId: number;
  onManage: (user: AdminUser) => void;
}

/** Each account: a table row on wide screens, a card on phones (the UI kit's DataTable). */
function UserRows({ users, currentUserId, onManage }: RowsProps) {
  const name = (user: AdminUser) => (
    <p className="truncate font-semibold text-slate-900">
      {user.fullName}
      {user.id === currentUserId ? <span className="ml-1.5 text-xs font-medium text-slate-500">(you)</span> : null}
    </p>
  );
  const manage = (user: AdminUser) => (
    <Button variant="secondary" size="sm" onClick={() => onManage(user)} aria-label={`Manage ${user.fullName}`}>
      <Settings2 aria-hidden="true" />
      Manage
    </Button>
  );
  return (
    <DataTable
      rows={users}
      rowKey={(user) => user.id}
      caption="Users, newest first"
      columns={[
        {
          header: "User",
          cell: (user) => (
            <div className="flex min-w-56 items-center gap-3">
              <Avatar className="size-9">
                <AvatarFallback className="text-xs">{initialsOf(user)}</AvatarFallback>
              </Avatar>
              <div className="min-w-0">
                {name(user)}
                <p className="truncate text-xs text-slate-500">{accountContactOf(user)}</p>
              </div>
            </div>
          ),
        },
        { header: "Role", cell: (user) => <RoleBadge role={user.role} /> },
        { header: "Joined", cellClassName: "whitespace-nowrap text-slate-700", cell: (user) => joined(user.createdAt) },
        {
          header: "Venues",
          alignRight: true,
          cellClassName: "text-right text-slate-700 tabular-nums",
          cell: (user) => user.venueCount,
        },
        {
          header: "Bookings",
          alignRight: true,
          cellClassName: "text-right text-slate-700 tabular-nums",
          cell: (user) => user.bookingCount,
        },
        { header: "Status", cell: (user) => <StatusBadge status={user.status} /> },
        { header: "Actions", headerHidden: true, alignRight: true, cellClassName: "text-right", cell: manage },
      ]}
      card={(user) => (
        <>
          <div className="flex items-start gap-3">
            <Avatar className="size-10">
              <AvatarFallback className="text-xs">{initialsOf(user)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0 flex-1">
              {name(user)}
              <p className="truncate text-xs text-slate-500">{accountContactOf(user)}</p>
              <div className="mt-2 flex flex-wrap items-center gap-1.5">
                <RoleBadge role={user.role} />
                <StatusBadge status={user.status} />
              </div>
            </div>
          </div>
          <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
            <p className="text-xs text-slate-500">
              Joined {joined(user.createdAt)} · {plural(user.venueCount, "venue")} ·{" "}
              {plural(user.bookingCount, "booking")}
            </p>
            {manage(user)}
          </div>
        </>
      )}
    />
  );
}

const ROLE_FILTER_LABELS: Record<UserListParams["role"], string> = {
  all: "All roles",
  player: "Players",
  owner: "Venue owners",
  admin: "Administrators",
};
const STATUS_FILTER_LABELS: Record<UserListParams["status"], string> = {
  all: "Any status",
  active: "Active",
  suspended: "Suspended",
};

/** The Users tab: searchable, filterable, paged list with role, join date and status; manage-user dialog. */
export function UsersPanel({ currentUserId }: { currentUserId: number }) {
  const [text, setText] = useState("");
  const [role, setRole] = useState<UserListParams["role"]>("all");
  const [status, setStatus] = useState<UserListParams["status"]>("all");
  const q = useDebouncedValue(text, 300);
  const list = useUsers({ q, role, status });
  const [managedId, setManagedId] = useState<number | null>(null);
  const roleId = useId();
  const statusId = useId();

  const users = useMemo(() => {
    const seen = new Set<number>();
    return (list.data?.pages ?? []).flatMap((page) => page.items).filter((u) => !seen.has(u.id) && seen.add(u.id));
  }, [list.data]);
  const total = list.data?.pages[0]?.total ?? null;
  // The dialog follows the user as the list refreshes (after a change); it keeps the last copy
  // when the user has left the filtered list.
  const [lastManaged, setLastManaged] = useState<AdminUser | null>(null);
  const managed = managedId === null ? null : (users.find((u) => u.id === managedId) ?? lastManaged);

  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton label="Loading users" />;
  } else if (list.isError && users.length === 0) {
    body = <LoadError message="An error occurred while loading users" onRetry={() => void list.refetch()} />;
  } else if (users.length === 0) {
    body = (
      <EmptyState icon={<UsersRound />} title="No users found">
        {q ? `Nobody matches "${q.trim()}".` : "No accounts match these filters."}
      </EmptyState>
    );
  } else {
    body = (
      <div className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}>
        <UserRows
          users={users}
          currentUserId={currentUserId}
          onManage={(user) => {
            setLastManaged(user);
            setManagedId(user.id);
          }}
        />
        <ShowMore
          shown={users.length}
          total={total}
          noun={total === 1 ? "user" : "users"}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <div>
        <h2 id="users-heading" className="text-lg font-semibold text-slate-900">
          Users
        </h2>
        <p className="text-sm text-slate-500">Players, venue owners and administrators, newest first.</p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[1fr_12rem_12rem]">
        <SearchBox
          label="Search users by name or email"
          placeholder="Search by name or email"
          value={text}
          onChange={setText}
          className="col-span-2 lg:col-span-1"
        />
        <div>
          <label htmlFor={roleId} className="sr-only">
            Role
          </label>
          <Select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value as UserListParams["role"])}
            className="h-10"
          >
            {Object.entries(ROLE_FILTER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={statusId} className="sr-only">
            Account status
          </label>
          <Select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as UserListParams["status"])}
            className="h-10"
          >
            {Object.entries(STATUS_FILTER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {body}
      <ManageUserDialog
        user={managed}
        currentUserId={currentUserId}
        onOpenChange={(open) => !open && setManagedId(null)}
      />
    </section>
  );
}
