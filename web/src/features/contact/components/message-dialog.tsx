import type { ContactMessage } from "@crease/core/admin";
import { Trans } from "@lingui/react/macro";
import { Reply } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useFormat } from "@/lib/format";
import { useMarkMessageRead } from "../api/mark-message-read";
import { replyHref } from "../lib/messages";

/** "From Asha <asha@example.com> · 10:30 AM, Nov 25, 2026". */
function MessageFrom({ message, sent }: { message: ContactMessage; sent: string }) {
  const { name, email } = message;
  return (
    <Trans>
      From <span className="font-medium text-slate-800">{name}</span> &lt;{email}&gt; · {sent}
    </Trans>
  );
}

function SignedInNote({ userId }: { userId: number }) {
  return <Trans>Sent while signed in (user #{userId}).</Trans>;
}

/** One contact message in full; opening an unread one marks it read. Replies go by e-mail. */
export function MessageDialog({
  message,
  onOpenChange,
}: {
  message: ContactMessage | null;
  onOpenChange: (open: boolean) => void;
}) {
  const format = useFormat();
  const markRead = useMarkMessageRead();
  const { mutate } = markRead;
  const unreadId = message && message.readAt === null ? message.id : null;

  useEffect(() => {
    if (unreadId !== null) mutate(unreadId);
  }, [unreadId, mutate]);

  return (
    <Dialog open={message !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {message ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{message.subject}</DialogTitle>
              <DialogDescription>
                <MessageFrom message={message} sent={format.timeAndDate(message.createdAt)} />
              </DialogDescription>
            </DialogHeader>
            <div className="max-h-[50dvh] overflow-y-auto rounded-xl bg-slate-50 px-4 py-3.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-slate-800">
              {message.message}
            </div>
            <p className="mt-3 text-xs text-slate-500">
              {message.userId ? (
                <SignedInNote userId={message.userId} />
              ) : (
                <Trans>Sent by a visitor (not signed in).</Trans>
              )}
              {markRead.isError ? (
                <>
                  {" "}
                  <Trans>Could not mark it read; it will stay unread.</Trans>
                </>
              ) : null}
            </p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                <Trans>Back to inbox</Trans>
              </Button>
              <Button asChild>
                <a href={replyHref(message)}>
                  <Reply aria-hidden="true" />
                  <Trans>Reply by email</Trans>
                </a>
              </Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
