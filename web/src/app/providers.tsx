import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "@/components/ui/toaster";
import { AuthProvider } from "@/features/auth/components/auth-provider";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { WebSocketProvider } from "@/features/realtime/components/websocket-provider";
import { createQueryClient } from "@/lib/query-client";
import { RealtimeNotifications } from "./realtime-notifications";

/** Connects once the session is known, as the signed-in user (or as a visitor). */
function RealtimeForSession({ children }: { children: ReactNode }) {
  const { user, status } = useAuth();
  return (
    <WebSocketProvider userId={user?.id ?? null} enabled={status !== "loading"}>
      <RealtimeNotifications userId={user?.id ?? null} />
      {children}
    </WebSocketProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RealtimeForSession>{children}</RealtimeForSession>
      </AuthProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
