import type { StaffMember } from "@crease/core/contracts/staff";
import { formatIndianMobile, isIndianMobile } from "@crease/core/phone";
import type { StaffRole } from "@crease/core/staff";
import { Trans, useLingui } from "@lingui/react/macro";
import { UserMinus, UserPlus, Users } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ChoiceTiles } from "@/components/ui/choice-tiles";
import { DataTable } from "@/components/ui/data-table";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Select } from "@/components/ui/input";
import { EmptyState, ListSkeleton, LoadError } from "@/components/ui/panel-states";
import { toast } from "@/components/ui/use-toast";
import { isApiError, messageOf } from "@/lib/api-client";
import { useFormat } from "@/lib/format";
import { useAddStaff, useRemoveStaff, useVenueStaff, useWithdrawInvitation } from "../api/staff";
import { useRoleLabel } from "./role-label";

type InviteBy = "email" | "mobile";

/** Who a row is, for people: the name once they joined, else the email or the mobile invited. */
const personOf = (member: Pick<StaffMember, "name" | "email" | "mobile">) =>
  member.name ?? member.email ?? (member.mobile ? formatIndianMobile(member.mobile) : "");

/**
 * Invite by email, or by mobile number (the link goes by SMS; issue 46), and role: its person
 * joins by accepting the link signed in with that email, or with that number verified (issue 44);
 * the answer is the same for everyone, so no name shows until then.
 */
function AddStaffForm({ venueId }: { venueId: number }) {
  const { t } = useLingui();
  const [by, setBy] = useState<InviteBy>("email");
  const [email, setEmail] = useState("");
  const [mobile, setMobile] = useState("");
  const [role, setRole] = useState<StaffRole>("desk");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddStaff(venueId);
  const roleLabel = useRoleLabel();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (by === "email" && !email.trim()) {
      setErrors({ email: t`Enter the email of the person to add` });
      return;
    }
    if (by === "mobile" && !isIndianMobile(mobile)) {
      setErrors({
        mobile: mobile.trim()
          ? t`Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91`
          : t`Enter the mobile number of the person to add`,
      });
      return;
    }
    setErrors({});
    add.mutate(by === "email" ? { email, role } : { mobile, role }, {
      onSuccess: (invitation) => {
        setEmail("");
        setMobile("");
        const who = personOf({ name: null, ...invitation });
        const role = roleLabel(invitation.role);
        toast({
          title: t`Invitation sent`,
          description: invitation.mobile
            ? t`${who} gets a link by SMS to join as ${role}.`
            : t`${who} gets a link by email to join as ${role}.`,
          variant: "success",
        });
      },
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(error.errors);
        else toast({ title: messageOf(error, t`Could not add them. Try again.`), variant: "destructive" });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <ChoiceTiles
        legend={<Trans>Send the invitation</Trans>}
        name={`staff-by-${venueId}`}
        choices={["email", "mobile"] as const}
        words={{ email: t`By email`, mobile: t`By SMS` }}
        value={by}
        onChange={(choice) => {
          setBy(choice);
          setErrors({});
        }}
        gridClassName="grid-cols-2 sm:max-w-xs"
      />
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-end">
        {by === "email" ? (
          <FormField id={`staff-email-${venueId}`} label={t`Email`} error={errors.email}>
            <Input
              type="email"
              autoComplete="off"
              placeholder={t`name@example.com`}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
        ) : (
          <FormField id={`staff-mobile-${venueId}`} label={t`Mobile number`} error={errors.mobile ?? errors.email}>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="+91 98765 43210"
              maxLength={20}
              value={mobile}
              onChange={(event) => setMobile(event.target.value)}
            />
          </FormField>
        )}
        <FormField id={`staff-role-${venueId}`} label={t`Role`} error={errors.role}>
          <Select value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
            <option value="desk">{roleLabel("desk")}</option>
            <option value="manager">{roleLabel("manager")}</option>
          </Select>
        </FormField>
        <Button type="submit" loading={add.isPending} className="w-full sm:w-auto">
          <UserPlus aria-hidden="true" />
          <Trans>Add</Trans>
        </Button>
      </div>
    </form>
  );
}

/** Removing a member, or withdrawing an invitation not yet accepted, after a confirmation. */
function RemoveDialog({
  venueId,
  member,
  onClose,
}: {
  venueId: number;
  member: StaffMember | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const remove = useRemoveStaff(venueId);
  const withdraw = useWithdrawInvitation(venueId);
  const pending = remove.isPending || withdraw.isPending;
  const invited = member?.userId === null;
  const name = member ? personOf(member) : "";
  const bySms = member?.mobile != null;
  const failed = (error: unknown) =>
    toast({ title: messageOf(error, t`Could not remove them. Try again.`), variant: "destructive" });
  const confirm = () => {
    if (!member) return;
    if (member.userId === null) {
      withdraw.mutate(member.mobile ? { mobile: member.mobile } : { email: member.email ?? "" }, {
        onSuccess: () => {
          toast({ title: t`The invitation to ${name} is withdrawn`, variant: "success" });
          onClose();
        },
        onError: failed,
      });
      return;
    }
    remove.mutate(member.userId, {
      onSuccess: () => {
        toast({ title: t`${name} no longer works at this venue`, variant: "success" });
        onClose();
      },
      onError: failed,
    });
  };
  return (
    <Dialog open={member !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {invited ? (
              <Trans>Withdraw the invitation to {name}?</Trans>
            ) : (
              <Trans>Remove {name} from your staff?</Trans>
            )}
          </DialogTitle>
          <DialogDescription>
            {invited && bySms ? (
              <Trans>The link in their SMS stops working.</Trans>
            ) : invited ? (
              <Trans>The link in their mail stops working.</Trans>
            ) : (
              <Trans>Their access to this venue ends at once, on every device they are signed in on.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            <Trans>Keep them</Trans>
          </Button>
          <Button variant="destructive" onClick={confirm} loading={pending}>
            {invited ? <Trans>Withdraw</Trans> : <Trans>Remove</Trans>}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A venue's staff (docs/product/roles.md "Venue staff"): who works there as desk or manager, the
 * invitations not yet accepted, adding by email and removing with a confirmation. Owners and admins.
 */
export function StaffPanel({ venueId, venueName }: { venueId: number; venueName: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const staff = useVenueStaff(venueId);
  const roleLabel = useRoleLabel();
  const [removing, setRemoving] = useState<StaffMember | null>(null);

  const status = (member: StaffMember) =>
    member.status === "invited" ? (
      <Badge tone="amber">
        <Trans>Invited</Trans>
      </Badge>
    ) : (
      <Badge tone="pitch">
        <Trans>Active</Trans>
      </Badge>
    );
  const removeButton = (member: StaffMember) => (
    <Button variant="ghost" size="sm" onClick={() => setRemoving(member)}>
      <UserMinus aria-hidden="true" />
      {member.userId === null ? <Trans>Withdraw</Trans> : <Trans>Remove</Trans>}
    </Button>
  );

  return (
    <Card className="space-y-5 p-5">
      <div>
        <h3 className="font-semibold text-slate-900">
          <Trans>Staff at {venueName}</Trans>
        </h3>
        <p className="text-sm text-slate-600">
          <Trans>
            Desk: calendar, walk-ins, payments at the venue and bookings. Manager: also prices, closures and editing.
            Staff never see payouts.
          </Trans>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>
            Everyone you add is invited by email or by SMS, and joins once they open the link signed in with that email
            or mobile number. Until then they show as Invited.
          </Trans>
        </p>
      </div>
      <AddStaffForm venueId={venueId} />
      {staff.isPending ? (
        <ListSkeleton label={t`Loading staff`} rows={2} />
      ) : staff.isError ? (
        <LoadError message={t`Could not load the staff`} onRetry={() => void staff.refetch()} />
      ) : staff.data.length === 0 ? (
        <EmptyState icon={<Users />} title={t`No staff yet`}>
          {t`Add the people who run the desk or manage the venue for you.`}
        </EmptyState>
      ) : (
        <DataTable
          rows={staff.data}
          rowKey={(member) => `${member.userId ?? "invited"}-${member.email ?? member.mobile}`}
          caption={t`Staff at ${venueName}`}
          columns={[
            {
              header: t`Person`,
              cell: (member) => (
                <>
                  <p className="font-semibold text-slate-900">{personOf(member)}</p>
                  {member.name ? <p className="text-xs text-slate-500">{member.email}</p> : null}
                </>
              ),
            },
            { header: t`Role`, cell: (member) => roleLabel(member.role) },
            { header: t`Status`, cell: status },
            {
              header: t`Since`,
              cell: (member) => {
                if (!member.expiresAt) return format.instant(member.since, "month-day-year");
                const until = format.instant(member.expiresAt, "month-day-year");
                return t`Link works until ${until}`;
              },
            },
            { header: t`Actions`, headerHidden: true, alignRight: true, cell: removeButton },
          ]}
          card={(member) => (
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{personOf(member)}</p>
                <p className="text-sm text-slate-600">{roleLabel(member.role)}</p>
                <div className="mt-1.5">{status(member)}</div>
              </div>
              {removeButton(member)}
            </div>
          )}
        />
      )}
      <RemoveDialog venueId={venueId} member={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
