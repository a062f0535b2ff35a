/**
 * Where to go after signing in. Only paths on this site are accepted ("/dashboard?tab=profile"),
 * so a crafted ?next= link cannot send anyone elsewhere.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/"): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  return next;
}

/** The /login address that comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
