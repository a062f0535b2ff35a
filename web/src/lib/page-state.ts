import type { DehydratedState } from "@tanstack/react-query";

/**
 * What the server sent with a page it drew (app/entry-server.tsx, decision 015): the answers
 * the page was drawn from, so the app starts from the same data and draws the same thing over
 * the server's HTML (hydration) with no request first, and the deferred parts it drew.
 */
export interface PageState {
  queries: DehydratedState;
  /** Names of the deferred components drawn in the page (lib/deferred-component.tsx). */
  deferred: string[];
}

export const PAGE_STATE_ID = "page-state";

/** The state embedded in this page, or null for a page the server did not draw. */
export function readPageState(): PageState | null {
  try {
    const text = document.getElementById(PAGE_STATE_ID)?.textContent;
    return text ? (JSON.parse(text) as PageState) : null;
  } catch {
    return null;
  }
}
