import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { authRoutes } from "../src/domains/auth/routes";
import type { AuthService } from "../src/domains/auth/service";
import type { CalendarsService } from "../src/domains/calendars/service";
import type { ProfileService } from "../src/domains/users/profile-service";
import { userRoutes } from "../src/domains/users/routes";
import type { UsersService } from "../src/domains/users/service";

/** "METHOD /path" of each route one domain's routes plugin declares (its handlers are never called). */
async function declared(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>): Promise<string[]> {
  const app = Fastify();
  const routes: string[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) if (method !== "HEAD") routes.push(`${method} ${route.url}`);
  });
  await register(app);
  await app.close();
  return routes.sort();
}

// Decision 019: auth keeps sign-in, sessions, passwords and resets; a person's own account
// (`/api/users/me*`) is the users domain's, next to the admin's people routes.
describe("which domain serves which routes", () => {
  it("auth serves only /api/auth/*", async () => {
    const routes = await declared((app) => app.register(authRoutes, { auth: {} as AuthService }));
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((route) => !route.split(" ")[1]?.startsWith("/api/auth/"))).toEqual([]);
  });

  it("users serves /api/users and every /api/users/me* route", async () => {
    const routes = await declared((app) =>
      app.register(userRoutes, {
        users: {} as UsersService,
        profile: {} as ProfileService,
        calendars: {} as CalendarsService,
      }),
    );
    expect(routes).toEqual(
      [
        "GET /api/users",
        "PATCH /api/users/:id",
        "GET /api/users/me/notification-preferences",
        "PUT /api/users/me/notification-preferences",
        "POST /api/users/me/become-owner",
        "POST /api/users/me/calendar-feed",
        "DELETE /api/users/me/calendar-feed",
        "PATCH /api/users/me",
      ].sort(),
    );
  });
});
