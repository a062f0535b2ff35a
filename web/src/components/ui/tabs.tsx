import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";

export const Tabs = TabsPrimitive.Root;

/**
 * The row of tabs; a row too long for the screen scrolls sideways inside itself (a screen with many
 * tabs passes `max-sm:flex-wrap` to show them all on a phone). `relative` keeps absolutely placed
 * pieces inside that scroll region: a count's screen-reader text otherwise hung off the end of the
 * row and made the whole page scroll sideways on a phone.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        "relative inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-xl border border-slate-200 bg-white p-1 shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

// Narrower padding on phones keeps a three-tab row on one line at 390 px.
const TRIGGER =
  "inline-flex h-9 items-center justify-center gap-2 rounded-lg px-3.5 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 max-sm:px-2.5 data-[state=active]:bg-brand-gradient data-[state=active]:text-white data-[state=active]:shadow-sm [&_svg]:size-4";

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return <TabsPrimitive.Trigger className={cn(TRIGGER, className)} {...props} />;
}

/**
 * A tab that is also a link to itself (`to`, e.g. "?tab=payouts"): it can be opened in a new tab,
 * copied and shared (issue 46). A plain click still switches the tab in place (Radix's own
 * activation); the link then only replaces the address with the same one.
 */
export function TabsLinkTrigger({
  className,
  to,
  children,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger> & { to: string }) {
  return (
    <TabsPrimitive.Trigger asChild className={cn(TRIGGER, className)} {...props}>
      <Link to={to} replace preventScrollReset>
        {children}
      </Link>
    </TabsPrimitive.Trigger>
  );
}

/**
 * A tab's panel. Radix makes it focusable (Tab moves from the tabs into the panel), so it keeps the
 * app's focus ring: without one a keyboard user would not see where focus went.
 */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-6 rounded-xl", className)} {...props} />;
}
