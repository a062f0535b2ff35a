import { initialsOf, type User } from "@crease/core/users";
import { formatIndianMobile } from "@crease/core/whatsapp";
import { Trans, useLingui } from "@lingui/react/macro";
import { AtSign, BadgeCheck, CalendarDays, Mail, Phone, ShieldCheck, Smartphone, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { IconDetail } from "@/components/ui/icon-detail";
import { useFormat } from "@/lib/format";

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <IconDetail
      icon={icon}
      label={label}
      className="gap-x-3.5 py-4"
      iconClassName="bg-slate-100 text-slate-600 [&_svg]:size-4"
      valueClassName="mt-0.5 truncate text-[15px] font-medium text-slate-900"
    >
      {children}
    </IconDetail>
  );
}

/**
 * Which of the two numbers signs in and which a venue sees (issue 46). A venue is shown the
 * verified number when there is one, else the contact number (the bookings' `user_phone`).
 */
function PhoneNumbersExplained({ user }: { user: User }) {
  if (user.verifiedPhone) {
    return <Trans>You sign in with your verified number, and venues you book see it to call you.</Trans>;
  }
  if (user.phone) {
    return (
      <Trans>Venues you book see your contact number to call you. It signs you in once you link it with a code.</Trans>
    );
  }
  return <Trans>Add a mobile number so venues you book can call you, and link it to sign in with a code.</Trans>;
}

interface ProfilePanelProps {
  user: User;
  /** Buttons under the details (Edit Profile, Change password…), composed by the page. */
  actions?: ReactNode;
}

/**
 * The profile tab: full name, email, the sign-in number and the contact number (which one venues
 * see, said under them), username and account type.
 */
export function ProfilePanel({ user, actions }: ProfilePanelProps) {
  const { t } = useLingui();
  const format = useFormat();
  const roles: Record<string, string> = { player: t`Player`, owner: t`Venue owner`, admin: t`Administrator` };
  const role = roles[user.role] ?? user.role;
  const notProvided = (
    <span className="text-slate-500">
      <Trans>Not provided</Trans>
    </span>
  );
  return (
    <Card className="overflow-hidden">
      <div className="relative bg-brand-gradient px-6 pt-5 pb-12 sm:px-8">
        <div
          aria-hidden="true"
          className="absolute inset-0 opacity-20 [background-image:radial-gradient(circle_at_85%_20%,white_0,transparent_40%)]"
        />
        <p className="relative text-sm font-medium text-white/80">
          <Trans>Your profile</Trans>
        </p>
      </div>
      <div className="px-6 pb-6 sm:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:gap-4">
            <Avatar className="relative -mt-10 size-20 ring-4 ring-white">
              <AvatarFallback className="text-2xl">{initialsOf(user)}</AvatarFallback>
            </Avatar>
            <div className="sm:pb-1">
              <h2 className="text-xl font-bold text-slate-900">{user.fullName}</h2>
              <Badge tone={user.role === "player" ? "pitch" : "brand"} className="mt-1">
                <ShieldCheck className="size-3.5" aria-hidden="true" />
                {role}
              </Badge>
            </div>
          </div>
          {actions ? (
            <div className="grid grid-cols-1 gap-2.5 min-[480px]:grid-cols-2 sm:flex sm:flex-wrap sm:justify-end">
              {actions}
            </div>
          ) : null}
        </div>
        <dl className="mt-6 grid divide-y divide-slate-100 border-t border-slate-100 sm:grid-cols-2 sm:gap-x-8 sm:divide-y-0">
          <Detail icon={<UserRound />} label={t`Full name`}>
            {user.fullName}
          </Detail>
          <Detail icon={<Mail />} label={t`Email`}>
            {user.email ? user.email : notProvided}
          </Detail>
          <Detail icon={<Smartphone />} label={user.verifiedPhone ? t`Sign-in number (verified)` : t`Sign-in number`}>
            {user.verifiedPhone ? (
              <span className="inline-flex flex-wrap items-center gap-2">
                {formatIndianMobile(user.verifiedPhone)}
                <Badge tone="pitch">
                  <BadgeCheck className="size-3.5" aria-hidden="true" />
                  <Trans>Verified</Trans>
                </Badge>
              </span>
            ) : (
              <span className="text-slate-500">
                <Trans>Not linked</Trans>
              </span>
            )}
          </Detail>
          <Detail icon={<Phone />} label={user.verifiedPhone ? t`Contact number` : t`Contact number venues see`}>
            {user.phone ? (/^\+91\d{10}$/.test(user.phone) ? formatIndianMobile(user.phone) : user.phone) : notProvided}
          </Detail>
          <Detail icon={<AtSign />} label={t`Username`}>
            {user.username}
          </Detail>
          <Detail icon={<ShieldCheck />} label={t`Account type`}>
            {role}
          </Detail>
          <Detail icon={<CalendarDays />} label={t`Member since`}>
            {format.instant(user.createdAt, "day-long-month-year")}
          </Detail>
        </dl>
        <p className="mt-1 text-sm text-slate-600" data-testid="phone-numbers-explained">
          <PhoneNumbersExplained user={user} />
        </p>
      </div>
    </Card>
  );
}
