import { t } from "@lingui/core/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";

/** docs/product/screens.md#details-that-hold-on-every-screen: the copied state lasts 2 seconds. */
export const COPIED_MS = 2000;

/** Copies text; `copied` is true for two seconds afterwards, and a failure says so in a toast. */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("Clipboard unavailable");
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      return true;
    } catch {
      toast({
        title: t`Copy failed`,
        description: t`Unable to copy to clipboard. Please try again.`,
        variant: "destructive",
      });
      return false;
    }
  }, []);

  return { copied, copy };
}
