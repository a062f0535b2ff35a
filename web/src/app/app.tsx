import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { AppProviders } from "./providers";
import { AppRoutes } from "./router";

/**
 * The whole app, as the browser (main.tsx) and the server (entry-server.tsx) both draw it: the
 * two must be the same tree for the browser to take a drawn page over, so it is written once.
 * Only the router differs: the browser's history or the server's one address.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>{router(<AppRoutes />)}</AppProviders>
    </StrictMode>
  );
}
