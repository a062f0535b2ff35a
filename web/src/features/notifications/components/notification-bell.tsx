import { notificationLink } from "@crease/core/notification-links";
import { Trans, useLingui } from "@lingui/react/macro";
import { Bell, BellOff, Check } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { notificationActions } from "../store/notification-actions";
import { type AppNotification, unreadBadgeText, useNotifications } from "../store/notification-store";
import { NotificationMessage } from "./notification-message";

/** Where a notification leads (the same link its mail carries), from the payload it arrived with. */
function linkOf(n: AppNotification): string | null {
  const payload = n.data as { type?: unknown; data?: unknown } | undefined;
  if (typeof payload?.type !== "string") return null;
  const data = payload.data && typeof payload.data === "object" ? (payload.data as Record<string, unknown>) : null;
  return notificationLink(payload.type, data).path;
}

/** The bell with its unread badge and a 300px list (docs/product/screens.md "Top navigation bar"). */
export function NotificationBell() {
  const { notifications, unreadCount } = useNotifications();
  const { t } = useLingui();
  const format = useFormat();
  // The badge's text ("9+" past nine) is in the name, as voice control users say what they see.
  const badge = unreadBadgeText(unreadCount);
  const label = unreadCount > 0 ? t`Notifications, ${badge} unread` : t`Notifications`;

  const markReadLabel = (title: string) => t`Mark "${title}" as read`;
  const [open, setOpen] = useState(false);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="relative rounded-full">
          <Bell aria-hidden="true" />
          {unreadCount > 0 ? (
            <span className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white">
              {badge}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(22rem,calc(100vw-1.5rem))] p-0">
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <div>
            <p className="text-sm font-semibold text-slate-900">
              <Trans>Notifications</Trans>
            </p>
            <p className="text-xs text-slate-500">
              {unreadCount > 0 ? <Trans>{unreadCount} unread</Trans> : <Trans>You're all caught up</Trans>}
            </p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => notificationActions.clearAll()}
            disabled={notifications.length === 0}
            className="text-brand-700"
          >
            <Trans>Clear all</Trans>
          </Button>
        </div>
        {/* As tall as its notifications, up to a cap: a fixed height left an empty band under one or two. */}
        <div className="max-h-[min(300px,60dvh)] overflow-y-auto">
          {notifications.length === 0 ? (
            <div className="flex flex-col items-center justify-center gap-2 px-6 py-10 text-center text-slate-500">
              <span className="flex size-11 items-center justify-center rounded-full bg-slate-100">
                <BellOff className="size-5" aria-hidden="true" />
              </span>
              <p className="text-sm font-medium text-slate-700">
                <Trans>No notifications yet</Trans>
              </p>
              <p className="text-xs">
                <Trans>Booking confirmations and venue updates will show up here.</Trans>
              </p>
            </div>
          ) : (
            <ul className="divide-y divide-slate-100">
              {notifications.map((n) => (
                <li key={n.id} className={cn("flex gap-3 px-4 py-3", !n.read && "bg-brand-50/60")}>
                  <span
                    aria-hidden="true"
                    className={cn("mt-1.5 size-2 shrink-0 rounded-full", n.read ? "bg-transparent" : "bg-brand-600")}
                  />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold text-slate-900">
                      {linkOf(n) ? (
                        <Link
                          to={linkOf(n) as string}
                          className="hover:text-brand-700 hover:underline"
                          onClick={() => {
                            notificationActions.markRead(n.id);
                            setOpen(false);
                          }}
                        >
                          {n.title}
                        </Link>
                      ) : (
                        n.title
                      )}
                    </p>
                    <NotificationMessage text={n.message} />
                    <p className="mt-1 text-xs text-slate-400">{format.timeAndDate(n.timestamp)}</p>
                  </div>
                  {!n.read ? (
                    <button
                      type="button"
                      onClick={() => notificationActions.markRead(n.id)}
                      className="self-start rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
                      aria-label={markReadLabel(n.title)}
                    >
                      <Check className="size-4" aria-hidden="true" />
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
