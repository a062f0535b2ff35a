/**
 * "METHOD /path/:param" of every API route the app serves, read from `app.printRoutes()`; the
 * API reference's own files (/api/docs/…) are not routes of the product.
 */
export function apiRoutes(printed: string): Set<string> {
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
      if (path.startsWith("/api/") && !path.startsWith("/api/docs")) routes.add(`${method} ${path}`);
    }
  }
  return routes;
}
