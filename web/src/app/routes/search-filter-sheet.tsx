import { Trans, useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { RefObject } from "react";
import { Button } from "@/components/ui/button";
import { type FilterPatch, SearchFiltersPanel } from "@/features/search/components/search-filters-panel";
import type { SearchPageFilters } from "@/features/search/lib/search-filters";

export interface FilterSheetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id its trigger names in aria-controls. */
  contentId: string;
  /** Where focus goes back to when the sheet closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  filters: SearchPageFilters;
  update: (patch: FilterPatch, options?: { replace?: boolean }) => void;
  today: string;
  resultText: string;
  onClear: () => void;
  canClear: boolean;
}

/**
 * The search page's filter sheet for phones (its trigger stays on the page): the same filters
 * in a dialog that slides up from the bottom. Its own chunk, with Radix Dialog.
 */
export default function FilterSheetDialog({
  open,
  onOpenChange,
  contentId,
  triggerRef,
  filters,
  update,
  today,
  resultText,
  onClear,
  canClear,
}: FilterSheetDialogProps) {
  const { t } = useLingui();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          id={contentId}
          // Back to the Filters button, as with a Radix Dialog.Trigger.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          // Escape in an open suggestion list closes the list, not the sheet.
          onEscapeKeyDown={(event) => {
            if (event.target instanceof HTMLElement && event.target.getAttribute("aria-expanded") === "true") {
              event.preventDefault();
            }
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-3xl bg-white shadow-2xl data-[state=closed]:animate-fade-out data-[state=open]:animate-pop-in focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-5 py-4">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
              <Trans>Filters</Trans>
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">
              <Trans>Results update as you change the filters.</Trans>
            </DialogPrimitive.Description>
            <DialogPrimitive.Close
              className="rounded-lg p-2 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800"
              aria-label={t`Close filters`}
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5">
            <SearchFiltersPanel filters={filters} onChange={update} today={today} />
          </div>
          <div className="flex items-center gap-3 border-t border-slate-100 px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <Button variant="ghost" onClick={onClear} disabled={!canClear}>
              <Trans>Clear All Filters</Trans>
            </Button>
            <DialogPrimitive.Close asChild>
              <Button className="flex-1">{resultText ? <Trans>Show {resultText}</Trans> : <Trans>Close</Trans>}</Button>
            </DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
