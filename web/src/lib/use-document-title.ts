import { pageTitle } from "@crease/core/pages";
import { useEffect } from "react";

/** "Login · Crease" in the browser tab (the same words the server puts in the page it sends). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
