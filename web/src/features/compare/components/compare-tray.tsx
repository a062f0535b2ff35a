import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ChevronDown, Scale, Star, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { useToast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { clearCompare, removeFromCompare, useCompareSelection } from "../hooks/use-compare";
import { ratingText } from "../lib/format";
import { VenueTypeIcon } from "./venue-type-icon";

/**
 * The floating comparison tray (docs/product/search.md#compare): shown while at least one venue is
 * selected, collapsed to a pill until opened. Not on /compare, where the table says it all.
 */
export function CompareTray() {
  const { t } = useLingui();
  const selection = useCompareSelection();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const empty = selection.length === 0;
  // On wider screens toasts appear bottom right too: the tray steps up while one is showing.
  const toastShowing = useToast().toasts.some((t) => t.open);

  // Clearing (here or in another tab) closes it; the next selection starts collapsed.
  useEffect(() => {
    if (empty) setExpanded(false);
  }, [empty]);

  if (empty || pathname === "/compare") return null;
  const aboveBookingBar = /^\/venues\/[^/]+$/.test(pathname);

  return (
    <aside
      aria-label={t`Compare tray`}
      onKeyDown={(event) => {
        if (event.key === "Escape" && expanded) setExpanded(false);
      }}
      className={cn(
        "pointer-events-none fixed inset-x-3 z-50 flex justify-center transition-[bottom] duration-200 sm:inset-x-auto sm:right-6 sm:justify-end",
        // A venue page has its own price bar at the bottom below lg: sit above it there.
        aboveBookingBar ? "bottom-28 lg:bottom-6" : toastShowing ? "bottom-3 sm:bottom-32" : "bottom-3 sm:bottom-6",
      )}
    >
      <div
        className={cn(
          "pointer-events-auto w-full overflow-hidden border border-slate-200/80 bg-white/95 shadow-lift backdrop-blur-lg transition-[border-radius] sm:w-88",
          expanded ? "max-w-md rounded-2xl" : "max-w-72 rounded-full sm:max-w-88 sm:rounded-2xl",
        )}
      >
        {expanded ? (
          <div id={panelId} className="border-b border-slate-100">
            <ul className="max-h-[50dvh] divide-y divide-slate-100 overflow-y-auto">
              {selection.map((venue) => {
                const rating = ratingText(venue.avgRating);
                return (
                  <li key={venue.id} className="flex items-center gap-3 px-4 py-3">
                    <VenueTypeIcon type={venue.venueType} className="size-9" />
                    <div className="min-w-0 flex-1">
                      <Link
                        to={`/venues/${venue.id}`}
                        className="block truncate text-sm font-semibold text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {venue.name}
                      </Link>
                      <p className="flex items-center gap-1.5 truncate text-xs text-slate-500">
                        <span className="truncate">
                          {venue.city}, {venue.state}
                        </span>
                        <span aria-hidden="true">·</span>
                        <span className="inline-flex shrink-0 items-center gap-0.5 text-slate-600">
                          <Star className="size-3 fill-amber-400 text-amber-400" aria-hidden="true" />
                          {rating ? (
                            <span>
                              {rating}
                              <span className="sr-only">
                                {" "}
                                <Trans>average rating</Trans>
                              </span>
                            </span>
                          ) : (
                            <span>
                              <Trans>New</Trans>
                            </span>
                          )}
                        </span>
                      </p>
                    </div>
                    <button
                      type="button"
                      onClick={() => removeFromCompare(venue.id)}
                      aria-label={t`Remove ${venue.name}`}
                      className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-400 transition-colors hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <X className="size-4" aria-hidden="true" />
                    </button>
                  </li>
                );
              })}
            </ul>
            <div className="flex items-center gap-2 bg-slate-50/80 px-4 py-3">
              <Link to="/compare" className={buttonClasses("primary", "sm", "flex-1")}>
                <Scale aria-hidden="true" />
                <Trans>Compare Venues</Trans>
              </Link>
              <button type="button" onClick={clearCompare} className={buttonClasses("ghost", "sm")}>
                <Trans>Clear All</Trans>
              </button>
            </div>
          </div>
        ) : null}
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? panelId : undefined}
          onClick={() => setExpanded((open) => !open)}
          className={cn(
            "flex w-full items-center gap-3 px-4 py-2.5 text-left transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:py-3",
            expanded ? "" : "rounded-full sm:rounded-2xl",
          )}
        >
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-gradient text-white"
          >
            <Scale className="size-4" />
          </span>
          <span className="flex-1 text-sm font-semibold text-slate-900" aria-live="polite">
            <Plural value={selection.length} one="# venue selected" other="# venues selected" />
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn("size-4 text-slate-500 transition-transform", expanded ? "" : "rotate-180")}
          />
        </button>
      </div>
    </aside>
  );
}
