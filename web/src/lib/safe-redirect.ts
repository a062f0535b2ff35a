/**
 * Where to go after signing in. Only paths on this site are accepted ("/dashboard?tab=profile"),
 * so a crafted ?next= link cannot send anyone elsewhere.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/"): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  // Browsers drop tabs and newlines from addresses and read a backslash as "/": "/<tab>/evil.example" would be "//evil.example".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return fallback;
  return next;
}

/** The auth screens themselves: signing in from one of them returns home, not to a sign-in form. */
const AUTH_PATHS = ["/login", "/register", "/forgot-password", "/reset-password"];

/** Where the header's Login goes from `path`: back to it afterwards, unless it is an auth screen. */
export function loginLinkFrom(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? "";
  if (path === "/" || AUTH_PATHS.includes(bare)) return "/login";
  return loginPathFor(path);
}

/** The /login address that comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}
