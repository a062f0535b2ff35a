import { ArrowLeft, Hammer } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

interface ComingSoonProps {
  /** The screen's own title, e.g. "Search venues". */
  title: string;
  /** One honest sentence about what will be here. */
  description?: ReactNode;
  /** "page" for a whole route, "panel" for a tab inside a screen. */
  variant?: "page" | "panel";
  /** Extra links or buttons beside "Back to home". */
  actions?: ReactNode;
}

/**
 * The one placeholder for screens that later work will build. Each such route has its own
 * lazily loaded module rendering this, so routes can be replaced one at a time.
 */
export function ComingSoon({ title, description, variant = "page", actions }: ComingSoonProps) {
  const body = description ?? "This part of Crease is on its way. We're building it right now, so check back soon.";

  if (variant === "panel") {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <Hammer className="size-6" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
        <p className="mt-1.5 max-w-md text-sm leading-relaxed text-slate-600">{body}</p>
        {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </div>
    );
  }

  return (
    <div className="container-page py-12 sm:py-20">
      <div className="relative mx-auto max-w-2xl overflow-hidden rounded-3xl border border-slate-200/80 bg-white px-6 py-14 text-center shadow-card sm:px-12 sm:py-20">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1.5 bg-brand-gradient" />
        <div
          aria-hidden="true"
          className="absolute -top-24 left-1/2 size-72 -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl"
        />
        <span
          className={cn(
            "relative mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-lift",
          )}
        >
          <Hammer className="size-8" aria-hidden="true" />
        </span>
        <p className="relative mt-6 text-sm font-semibold tracking-wide text-pitch-600 uppercase">Coming soon</p>
        <h1 className="relative mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="relative mx-auto mt-4 max-w-md text-base leading-relaxed text-slate-600">{body}</p>
        <div className="relative mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/">
              <ArrowLeft aria-hidden="true" />
              Back to home
            </Link>
          </Button>
          {actions}
        </div>
      </div>
    </div>
  );
}
