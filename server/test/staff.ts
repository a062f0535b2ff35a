/**
 * Joining a venue's staff as a person does it (issue 44): the owner invites the email, the
 * invitation's link goes by mail, and the person accepts it signed in with that email. Tests that
 * need a member of staff join this way, never by a row written behind the rules.
 */
import { expect } from "vitest";
import type { TestContext } from "./app";

/** The token of the newest invitation mailed to `email` (the mail jobs are run first). */
export async function invitationTokenFor(ctx: Pick<TestContext, "app" | "mailer">, email: string): Promise<string> {
  await ctx.app.jobs.runDue();
  const mail = ctx.mailer.sent.filter((m) => m.to === email).at(-1);
  const token = /staff-invitation\?token=([^\s]+)/.exec(mail?.text ?? "")?.[1];
  expect(token, `an invitation mailed to ${email}`).toBeTruthy();
  return decodeURIComponent(token as string);
}

/** `person` invited by `owner` to `venueId` as `role`, and accepting it signed in as themselves. */
export async function joinStaff<P extends { cookie: string; email: string }>(
  ctx: Pick<TestContext, "app" | "mailer">,
  owner: { cookie: string },
  person: P,
  venueId: number,
  role: "desk" | "manager",
): Promise<P> {
  const invited = await ctx.app.inject({
    method: "POST",
    url: `/api/venues/${venueId}/staff`,
    headers: { cookie: owner.cookie },
    payload: { email: person.email, role },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = await invitationTokenFor(ctx, person.email);
  const accepted = await ctx.app.inject({
    method: "POST",
    url: "/api/staff/invitations/accept",
    headers: { cookie: person.cookie },
    payload: { token },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return person;
}
