import { pageTitle, SITE_NAME } from "@crease/core/pages";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";

/**
 * "Login · Crease" in the browser tab, `title` already in the language on screen; "" is the home
 * page's own title. The same words the server puts in the page it sends (server/src/i18n/hi-pages.ts),
 * so the tab keeps its title when the browser takes the page over.
 */
export function useDocumentTitle(title: string) {
  const { t } = useLingui();
  const home = `${SITE_NAME} · ${t`Book cricket grounds, nets and box cricket`}`;
  useEffect(() => {
    document.title = title ? pageTitle(title) : home;
  }, [title, home]);
}
