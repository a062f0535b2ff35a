import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { requestLanguage } from "../../lib/language";
import { idSchema } from "../../lib/params";
import { requireUser, signedIn } from "../../plugins/session";
import type { CalendarsService } from "./service";

const ICS = z.string().describe("text/calendar; charset=utf-8: an iCalendar (RFC 5545) file");

/** An .ics answer: never cached by a shared cache (it names a player's games and a venue's phone). */
function sendCalendar(reply: FastifyReply, text: string, filename?: string) {
  reply.type("text/calendar; charset=utf-8").header("Cache-Control", "private, no-store");
  if (filename) reply.header("Content-Disposition", `attachment; filename="${filename}"`);
  return reply.send(text);
}

/**
 * HTTP only (docs/product/calendars.md): a booking's calendar file, and the private feed calendar
 * apps subscribe to. The feed's address is made and revoked under /api/users/me (users/routes.ts).
 */
export async function calendarRoutes(fastify: FastifyInstance, opts: { calendars: CalendarsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { calendars } = opts;

  app.get(
    "/api/bookings/:id/calendar.ics",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "bookingCalendar",
          summary: "One booking as a calendar event (its player, the venue's owner and staff, or an admin)",
          tag: "calendars",
          audience: "session",
          ok: { 200: ICS },
          errors: [400, 404],
        }),
        params: z.object({ id: idSchema("booking") }),
      },
    },
    async (request, reply) => {
      const text = await calendars.bookingFile(requireUser(request), request.params.id, requestLanguage(request));
      return sendCalendar(reply, text, `crease-booking-${request.params.id}.ics`);
    },
  );

  // No session: calendar apps fetch it on their own. The token in the path is the only key.
  app.get(
    "/api/calendar/:token.ics",
    {
      schema: {
        ...contract({
          id: "calendarFeed",
          summary: "A player's private calendar feed: their bookings, cancelled ones marked cancelled",
          description:
            "The address comes from POST /api/users/me/calendar-feed. An unknown, malformed or revoked token answers 404.",
          tag: "calendars",
          audience: "public",
          ok: { 200: ICS },
          errors: [404],
        }),
        params: z.object({ token: z.string().max(100) }),
      },
    },
    async (request, reply) => sendCalendar(reply, await calendars.feed(request.params.token)),
  );
}
