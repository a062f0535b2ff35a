import type { AdminUser } from "@crease/core/admin";
import { accountContactOf, initialsOf, ROLES, type Role } from "@crease/core/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Ban, RotateCcw, Save } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Select } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { StatusBadge } from "@/components/ui/status-badge";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { useUpdateUser } from "../api/update-user";
import { ROLE_TEXT } from "../lib/role-text";
import { JoinedLine } from "./joined-line";

/**
 * The manage-user dialog (docs/product/roles.md: these buttons work): the role select with Update,
 * Suspend Account / Reactivate, and Save Changes, all through PATCH /api/users/{id}. An admin
 * cannot suspend or demote themselves: the server says why, and the dialog shows it.
 */
export function ManageUserDialog({
  user,
  currentUserId,
  onOpenChange,
}: {
  user: AdminUser | null;
  currentUserId: number;
  onOpenChange: (open: boolean) => void;
}) {
  const [role, setRole] = useState<Role>("player");
  const [confirmSuspend, setConfirmSuspend] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { t, i18n } = useLingui();
  const mutation = useUpdateUser();
  const selectId = useId();
  const { reset } = mutation;
  const userId = user?.id;
  const userRole = user?.role;

  // A fresh form whenever another user is opened.
  useEffect(() => {
    if (userId !== undefined && userRole) {
      setRole(userRole);
      setConfirmSuspend(false);
      setProblem(null);
      reset();
    }
  }, [userId, userRole, reset]);

  if (!user) return <Dialog open={false} onOpenChange={onOpenChange} />;
  // The server's answer is the freshest copy (the list may have dropped the row after a change).
  const current = mutation.data?.id === user.id ? mutation.data : user;
  const isSelf = current.id === currentUserId;
  const suspended = current.status === "suspended";
  const busy = mutation.isPending;
  const suspendedName = current.fullName;

  const fail = (error: unknown, fallback: string) => {
    const message = messageOf(error, fallback);
    setProblem(message);
    toast({ title: t`Update failed`, description: message, variant: "destructive" });
  };

  /**
   * Update (the role alone) and Save Changes (everything chosen: the role, and a suspension the
   * admin has asked for but not yet confirmed with "Yes, suspend account"), in one PATCH. Save
   * Changes used to close the dialog without suspending, which left the account active.
   */
  const save = (close: boolean) => {
    setProblem(null);
    const changes = {
      ...(role !== current.role ? { role } : {}),
      ...(close && confirmSuspend ? { status: "suspended" as const } : {}),
    };
    if (Object.keys(changes).length === 0) {
      if (close) onOpenChange(false);
      return;
    }
    mutation.mutate(
      { id: current.id, ...changes },
      {
        onSuccess: (updated) => {
          setConfirmSuspend(false);
          const roleChanged = changes.role !== undefined;
          const name = updated.fullName;
          const newRole = ROLE_TEXT[updated.role] ? i18n._(ROLE_TEXT[updated.role]) : updated.role;
          toast({
            title: changes.status ? t`Account suspended` : t`Role updated`,
            description: [
              roleChanged ? t`${name}'s role is now: ${newRole}.` : "",
              changes.status ? t`${name} has been signed out and can no longer log in.` : "",
            ]
              .filter(Boolean)
              .join(" "),
            variant: "success",
          });
          if (close) onOpenChange(false);
        },
        onError: (error) => {
          setRole(current.role);
          fail(error, t`There was an error updating the user`);
        },
      },
    );
  };

  const changeStatus = () => {
    setProblem(null);
    const status = suspended ? "active" : "suspended";
    mutation.mutate(
      { id: current.id, status },
      {
        onSuccess: (updated) => {
          setConfirmSuspend(false);
          const name = updated.fullName;
          toast({
            title: updated.status === "suspended" ? t`Account suspended` : t`Account reactivated`,
            description:
              updated.status === "suspended"
                ? t`${name} has been signed out and can no longer log in.`
                : t`${name} can log in again.`,
            variant: "success",
          });
        },
        onError: (error) => {
          setConfirmSuspend(false);
          fail(error, t`There was an error updating the user`);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !busy && onOpenChange(open)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Manage user</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Change this account's role or suspend it.</Trans>
          </DialogDescription>
        </DialogHeader>

        <div className="flex items-start gap-3 rounded-xl bg-slate-50 p-3.5">
          <Avatar className="size-11">
            <AvatarFallback>{initialsOf(current)}</AvatarFallback>
          </Avatar>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900">
              {current.fullName}
              {isSelf ? (
                <span className="ml-1.5 text-xs font-medium text-slate-500">
                  <Trans>(you)</Trans>
                </span>
              ) : null}
            </p>
            <p className="truncate text-sm text-slate-600">{accountContactOf(current)}</p>
            <StatusBadge status={current.status} className="mt-1" />
            <p className="text-xs text-slate-500">
              <JoinedLine user={current} />
            </p>
          </div>
        </div>

        {problem ? (
          <Alert tone="error" className="mt-4">
            {problem}
          </Alert>
        ) : null}

        <div className="mt-5 space-y-1.5">
          <Label htmlFor={selectId}>
            <Trans>Role</Trans>
          </Label>
          <div className="flex gap-2">
            <div className="flex-1">
              <Select
                id={selectId}
                value={role}
                onChange={(event) => setRole(event.target.value as Role)}
                disabled={busy}
              >
                {ROLES.map((option) => (
                  <option key={option} value={option}>
                    {i18n._(ROLE_TEXT[option])}
                  </option>
                ))}
              </Select>
            </div>
            <Button variant="outline" onClick={() => save(false)} disabled={busy || role === current.role}>
              <Trans>Update</Trans>
            </Button>
          </div>
          <p className="text-xs text-slate-500">
            <Trans>The user is notified of a role change.</Trans>
          </p>
        </div>

        <div className="mt-5 rounded-xl border border-slate-200 p-3.5">
          <p className="text-sm font-semibold text-slate-900">
            <Trans>Account status</Trans>
          </p>
          {confirmSuspend ? (
            <div className="mt-2 space-y-3">
              <p className="text-sm text-slate-600">
                <Trans>
                  Suspending signs {suspendedName} out everywhere at once, stops them logging in and hides their venues.
                  You can reactivate the account later.
                </Trans>
              </p>
              <div className="flex flex-wrap gap-2">
                <Button variant="destructive" size="sm" onClick={changeStatus} loading={busy}>
                  <Ban aria-hidden="true" />
                  <Trans>Yes, suspend account</Trans>
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setConfirmSuspend(false)} disabled={busy}>
                  <Trans>Keep active</Trans>
                </Button>
              </div>
            </div>
          ) : (
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600">
                {suspended ? (
                  <Trans>This account is suspended and cannot log in.</Trans>
                ) : (
                  <Trans>This account is active.</Trans>
                )}
              </p>
              {suspended ? (
                <Button variant="pitch" size="sm" onClick={changeStatus} loading={busy}>
                  <RotateCcw aria-hidden="true" />
                  <Trans>Reactivate</Trans>
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  className="text-red-700! hover:border-red-200! hover:bg-red-50! hover:text-red-800!"
                  onClick={() => setConfirmSuspend(true)}
                  disabled={busy}
                >
                  <Ban aria-hidden="true" />
                  <Trans>Suspend Account</Trans>
                </Button>
              )}
            </div>
          )}
        </div>

        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant={confirmSuspend ? "destructive" : undefined} onClick={() => save(true)} loading={busy}>
            {confirmSuspend ? <Ban aria-hidden="true" /> : <Save aria-hidden="true" />}
            {confirmSuspend ? <Trans>Save and suspend</Trans> : <Trans>Save Changes</Trans>}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
