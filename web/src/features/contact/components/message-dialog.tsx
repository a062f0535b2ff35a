import type { ContactMessage } from "@crease/core/admin";
import { formatTimeAndDate } from "@crease/core/format";
import { Reply } from "lucide-react";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useMarkMessageRead } from "../api/mark-message-read";
import { replyHref } from "../lib/messages";

/** One contact message in full; opening an unread one marks it read. Replies go by e-mail. */
export function MessageDialog({
  message,
  onOpenChange,
}: {
  message: ContactMessage | null;
  onOpenChange: (open: boolean) => void;
}) {
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
                From <span className="font-medium text-slate-800">{message.name}</span> &lt;{message.email}&gt; ·{" "}
                {formatTimeAndDate(message.createdAt)}
              </DialogDescription>
            </DialogHeader>
            <div className="max-h-[50dvh] overflow-y-auto rounded-xl bg-slate-50 px-4 py-3.5 text-[15px] leading-relaxed break-words whitespace-pre-wrap text-slate-800">
              {message.message}
            </div>
            <p className="mt-3 text-xs text-slate-500">
              {message.userId
                ? `Sent while signed in (user #${message.userId}).`
                : "Sent by a visitor (not signed in)."}
              {markRead.isError ? " Could not mark it read; it will stay unread." : ""}
            </p>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                Back to inbox
              </Button>
              <Button asChild>
                <a href={replyHref(message)}>
                  <Reply aria-hidden="true" />
                  Reply by email
                </a>
              </Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
