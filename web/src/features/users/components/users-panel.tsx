import type { AdminUser } from "@crease/core/admin";
import { accountContactOf, initialsOf, type Role } from "@crease/core/users";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { useFormat } from "@/lib/format";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { type UserListParams, useUsers } from "../api/get-users";
import { ROLE_TEXT } from "../lib/role-text";
import { JoinedLine } from "./joined-line";
import { ManageUserDialog } from "./manage-user-dialog";

const ROLE_TONES: Record<Role, "slate" | "brand" | "blue"> = { player: "slate", owner: "blue", admin: "brand" };

function RoleBadge({ role }: { role: Role }) {
  const { i18n } = useLingui();
  return <Badge tone={ROLE_TONES[role] ?? "slate"}>{ROLE_TEXT[role] ? i18n._(ROLE_TEXT[role]) : role}</Badge>;
}

interface RowsProps {
  users: AdminUser[];
  currentUserId: number;
  onManage: (user: AdminUser) => void;
}

/** Each account: a table row on wide screens, a card on phones (the UI kit's DataTable). */
function UserRows({ users, currentUserId, onManage }: RowsProps) {
  const { t } = useLingui();
  const format = useFormat();
  const name = (user: AdminUser) => (
    <p className="truncate font-semibold text-slate-900">
      {user.fullName}
      {user.id === currentUserId ? (
        <span className="ml-1.5 text-xs font-medium text-slate-500">
          <Trans>(you)</Trans>
        </span>
      ) : null}
    </p>
  );
  const manage = (user: AdminUser) => (
    <Button variant="secondary" size="sm" onClick={() => onManage(user)} aria-label={t`Manage ${user.fullName}`}>
      <Settings2 aria-hidden="true" />
      <Trans>Manage</Trans>
    </Button>
  );
  return (
    <DataTable
      rows={users}
      rowKey={(user) => user.id}
      caption={t`Users, newest first`}
      columns={[
        {
          header: t`User`,
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
        { header: t`Role`, cell: (user) => <RoleBadge role={user.role} /> },
        {
          header: t`Joined`,
          cellClassName: "whitespace-nowrap text-slate-700",
          cell: (user) => format.instant(user.createdAt, "month-day-year"),
        },
        {
          header: t`Venues`,
          alignRight: true,
          cellClassName: "text-right text-slate-700 tabular-nums",
          cell: (user) => user.venueCount,
        },
        {
          header: t`Bookings`,
          alignRight: true,
          cellClassName: "text-right text-slate-700 tabular-nums",
          cell: (user) => user.bookingCount,
        },
        { header: t`Status`, cell: (user) => <StatusBadge status={user.status} /> },
        { header: t`Actions`, headerHidden: true, alignRight: true, cellClassName: "text-right", cell: manage },
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
              <JoinedLine user={user} />
            </p>
            {manage(user)}
          </div>
        </>
      )}
    />
  );
}

const ROLE_FILTER_LABELS: Record<UserListParams["role"], MessageDescriptor> = {
  all: msg`All roles`,
  player: msg`Players`,
  owner: msg`Venue owners`,
  admin: msg`Administrators`,
};
const STATUS_FILTER_LABELS: Record<UserListParams["status"], MessageDescriptor> = {
  all: msg`Any status`,
  active: msg`Active`,
  suspended: msg`Suspended`,
};

/** The Users tab: searchable, filterable, paged list with role, join date and status; manage-user dialog. */
export function UsersPanel({ currentUserId }: { currentUserId: number }) {
  const { t, i18n } = useLingui();
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

  const searched = q.trim();

  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton label={t`Loading users`} />;
  } else if (list.isError && users.length === 0) {
    body = <LoadError message={t`An error occurred while loading users`} onRetry={() => void list.refetch()} />;
  } else if (users.length === 0) {
    body = (
      <EmptyState icon={<UsersRound />} title={t`No users found`}>
        {q ? <Trans>Nobody matches “{searched}”.</Trans> : <Trans>No accounts match these filters.</Trans>}
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
          noun={total === 1 ? t`user` : t`users`}
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
          <Trans>Users</Trans>
        </h2>
        <p className="text-sm text-slate-500">
          <Trans>Players, venue owners and administrators, newest first.</Trans>
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[1fr_12rem_12rem]">
        <SearchBox
          label={t`Search users by name or email`}
          placeholder={t`Search by name or email`}
          value={text}
          onChange={setText}
          className="col-span-2 lg:col-span-1"
        />
        <div>
          <label htmlFor={roleId} className="sr-only">
            <Trans>Role</Trans>
          </label>
          <Select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value as UserListParams["role"])}
            className="h-10"
          >
            {Object.entries(ROLE_FILTER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {i18n._(label)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={statusId} className="sr-only">
            <Trans>Account status</Trans>
          </label>
          <Select
            id={statusId}
            value={status}
            onChange={(event) => setStatus(event.target.value as UserListParams["status"])}
            className="h-10"
          >
            {Object.entries(STATUS_FILTER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {i18n._(label)}
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
