/**
 * "METHOD /path/:param" of every API route the app serves, read from `app.printRoutes()`; the
 * API reference's own files (/api/docs/…) are not routes of the product.
 */
export function apiRoutes(printed: string, documented?: ReadonlySet<string>): Set<string> {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of printed.split("\n")) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    stack.push(match[2] ?? "");
    const path = stack.join("");
    for (const method of (match[3] ?? "").split(",").map((m) => m.trim())) {
      if (!method || method === "HEAD") continue; // HEAD is Fastify's automatic twin of GET
      if (!path.startsWith("/api/") || path.startsWith("/api/docs")) continue;
      for (const route of resolved(`${method} ${path}`, documented)) routes.add(route);
    }
  }
  return routes;
}

/**
 * Routes whose parameters at one position have different names (`/api/splits/:token` and
 * `/api/splits/:id/close`) share one printed node, `:token|:id`. Each name is tried, and the
 * routes the app documents (its OpenAPI paths, read from the routes themselves) are kept.
 */
function resolved(route: string, documented: ReadonlySet<string> | undefined): string[] {
  if (!route.includes("|")) return [route];
  let candidates = [""];
  for (const part of route.split(/(:[\w]+(?:\|:[\w]+)+)/)) {
    const names = part.startsWith(":") && part.includes("|") ? part.split("|") : [part];
    candidates = candidates.flatMap((head) => names.map((name) => head + name));
  }
  return documented ? candidates.filter((c) => documented.has(c)) : [route];
}

/** "METHOD /path/:param" of every operation in the app's OpenAPI document. */
export function documentedRoutes(paths: Record<string, Record<string, unknown>>): Set<string> {
  return new Set(
    Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    ),
  );
}
