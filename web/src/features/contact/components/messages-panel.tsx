import type { ContactMessage } from "@crease/core/admin";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Inbox } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Card } from "@/components/ui/card";
import { FilterChips } from "@/components/ui/filter-chips";
import { EmptyState, ListSkeleton, LoadError, ShowMore } from "@/components/ui/panel-states";
import { cn } from "@/lib/cn";
import { useContactMessages, useUnreadMessageCount } from "../api/get-contact-messages";
import { messagePreview, sortInbox } from "../lib/messages";
import { useTimeAgo } from "../lib/use-time-ago";
import { MessageDialog } from "./message-dialog";

const INBOX_FILTERS = ["all", "unread"] as const;
type InboxFilter = (typeof INBOX_FILTERS)[number];
const INBOX_LABELS: Record<InboxFilter, MessageDescriptor> = { all: msg`All messages`, unread: msg`Unread` };

function MessageRow({ message, onOpen }: { message: ContactMessage; onOpen: () => void }) {
  const unread = message.readAt === null;
  const timeAgo = useTimeAgo();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          "flex w-full items-start gap-3 px-4 py-3.5 text-left transition-colors hover:bg-slate-50 sm:px-5",
          unread && "bg-brand-50/40",
        )}
      >
        <span
          aria-hidden="true"
          className={cn("mt-2 size-2 shrink-0 rounded-full", unread ? "bg-brand-600" : "bg-transparent")}
        />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-3">
            <span
              className={cn("truncate text-sm", unread ? "font-bold text-slate-900" : "font-medium text-slate-700")}
            >
              {message.name}
              {unread ? (
                <span className="sr-only">
                  {" "}
                  <Trans>(unread)</Trans>
                </span>
              ) : null}
            </span>
            <span className="shrink-0 text-xs text-slate-500">{timeAgo(message.createdAt)}</span>
          </span>
          <span
            className={cn("mt-0.5 block truncate text-sm", unread ? "font-semibold text-slate-900" : "text-slate-800")}
          >
            {message.subject}
          </span>
          <span className="mt-0.5 block truncate text-sm text-slate-500">{messagePreview(message.message)}</span>
        </span>
      </button>
    </li>
  );
}

/** The Messages tab: the contact inbox, unread first and marked, with a dialog per message. */
export function MessagesPanel() {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<InboxFilter>("all");
  const list = useContactMessages(filter === "unread");
  const unread = useUnreadMessageCount();
  const [openId, setOpenId] = useState<number | null>(null);

  const messages = useMemo(() => sortInbox((list.data?.pages ?? []).flatMap((page) => page.items)), [list.data]);
  const open = openId === null ? null : (messages.find((m) => m.id === openId) ?? null);
  const total = list.data?.pages[0]?.total ?? null;

  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton label={t`Loading messages`} rows={4} />;
  } else if (list.isError && messages.length === 0) {
    body = <LoadError message={t`An error occurred while loading messages`} onRetry={() => void list.refetch()} />;
  } else if (messages.length === 0) {
    body = (
      <EmptyState icon={<Inbox />} title={filter === "unread" ? t`All caught up` : t`No messages yet`}>
        {filter === "unread" ? (
          <Trans>Every message has been read.</Trans>
        ) : (
          <Trans>Messages sent through the Contact us page arrive here.</Trans>
        )}
      </EmptyState>
    );
  } else {
    body = (
      <div className={cn("transition-opacity", list.isPlaceholderData && "opacity-60")}>
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100" aria-label={t`Messages, unread first`}>
            {messages.map((message) => (
              <MessageRow key={message.id} message={message} onOpen={() => setOpenId(message.id)} />
            ))}
          </ul>
        </Card>
        <ShowMore
          shown={messages.length}
          total={total}
          noun={total === 1 ? t`message` : t`messages`}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onMore={() => void list.fetchNextPage()}
        />
      </div>
    );
  }

  return (
    <section aria-labelledby="messages-heading" className="space-y-4">
      <div>
        <h2 id="messages-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Messages</Trans>
        </h2>
        <p className="text-sm text-slate-500">
          <Trans>What people sent through Contact us. We promise a reply within 24 hours.</Trans>
        </p>
      </div>
      <FilterChips
        label={t`Which messages`}
        options={INBOX_FILTERS}
        labels={{ all: i18n._(INBOX_LABELS.all), unread: i18n._(INBOX_LABELS.unread) }}
        value={filter}
        onChange={setFilter}
        counts={{ unread: unread.data }}
        highlight={["unread"]}
      />
      {body}
      <MessageDialog message={open} onOpenChange={(isOpen) => !isOpen && setOpenId(null)} />
    </section>
  );
}
