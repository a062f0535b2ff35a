import { useEffect } from "react";

/** "Login · Crease" in the browser tab. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Crease` : "Crease · Book cricket grounds, nets and box cricket";
  }, [title]);
}
