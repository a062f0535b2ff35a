import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { toastSignal } from "@/components/ui/toast-signal";
import { AuthProvider } from "@/features/auth/components/auth-provider";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { WebSocketProvider } from "@/features/realtime/components/websocket-provider";
import { deferredComponent, whenIdle } from "@/lib/deferred-component";

// Only a signed-in user gets notifications: a visitor's page never downloads this.
const RealtimeNotifications = deferredComponent(
  () => import("./realtime-notifications").then((module) => module.default),
  { optional: true },
);
// Radix Toast is not needed to draw the page: it loads once the browser is idle after the first
// paint, or at once when a toast comes sooner (the store keeps it until the toaster is there).
const Toaster = deferredComponent(() => import("@/components/ui/toaster").then((module) => module.Toaster), {
  optional: true,
});

function DeferredToaster() {
  const [wanted, setWanted] = useState(toastSignal.raised);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const stopListening = toastSignal.subscribe(want);
    const cancelIdle = whenIdle(want);
    return () => {
      stopListening();
      cancelIdle();
    };
  }, [wanted]);
  return wanted ? <Toaster /> : null;
}

/** Connects once the session is known, as the signed-in user (or as a visitor). */
function RealtimeForSession({ children }: { children: ReactNode }) {
  const { user, status } = useAuth();
  return (
    <WebSocketProvider userId={user?.id ?? null} enabled={status !== "loading"}>
      {user ? <RealtimeNotifications key={user.id} /> : null}
      {children}
    </WebSocketProvider>
  );
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RealtimeForSession>{children}</RealtimeForSession>
      </AuthProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
