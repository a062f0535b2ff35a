import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Gift, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

/** Shares the site's address: the native share sheet where there is one, else the clipboard. */
async function shareCrease() {
  const url = window.location.origin;
  const text = t`Book cricket grounds, practice nets and box cricket on Crease`;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: "Crease", text, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({
      title: t`Link copied`,
      description: t`Send it to your teammates and get them on Crease.`,
      variant: "success",
    });
  } catch {
    toast({
      title: t`Copy failed`,
      description: t`Unable to copy to clipboard. Please try again.`,
      variant: "destructive",
    });
  }
}

export function ReferAFriend() {
  return (
    <div className="rounded-2xl border border-white/10 bg-white/5 p-5">
      <div className="flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-xl bg-pitch-500/15 text-pitch-400">
          <Gift className="size-5" aria-hidden="true" />
        </span>
        <h2 className="font-semibold text-white">
          <Trans>Refer a Friend</Trans>
        </h2>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-slate-400">
        <Trans>Know a team that's always hunting for a ground? Share Crease with them.</Trans>
      </p>
      <Button variant="white" size="sm" className="mt-4" onClick={() => void shareCrease()}>
        <Share2 aria-hidden="true" />
        <Trans>Share Crease</Trans>
      </Button>
    </div>
  );
}
