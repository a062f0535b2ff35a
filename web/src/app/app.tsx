import { I18nProvider } from "@lingui/react";
import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { i18n } from "@/lib/i18n";
import { AppProviders } from "./providers";
import { AppRoutes } from "./router";

/**
 * The whole app, as the browser (main.tsx) and the server (entry-server.tsx) both draw it: the
 * two must be the same tree for the browser to take a drawn page over, so it is written once.
 * Only the router differs: the browser's history or the server's one address. Both show the
 * language chosen before they draw (lib/i18n, decision 022).
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppProviders queryClient={queryClient}>{router(<AppRoutes />)}</AppProviders>
      </I18nProvider>
    </StrictMode>
  );
}
