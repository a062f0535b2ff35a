import { type Action, type Actor, forbidden, type Owned, refusal } from "@crease/core";

/**
 * The server's one permission check: the rule is core's (core/src/permissions.ts), this only
 * turns a refusal into the API's 403. Services call it with the acting user first; routes use
 * `authorize(action)` (plugins/session.ts), which calls it before the body is read.
 */
export function assertCan(actor: Actor, action: Action, resource?: Owned): void {
  const why = refusal(actor, action, resource);
  if (why !== null) throw forbidden(why);
}
