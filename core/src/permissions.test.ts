import { describe, expect, it } from "vitest";
import { ACTIONS, can, PERMISSIONS, refusal, rolesFor } from "./permissions";
import { ROLES } from "./users";

const player = { id: 1, role: "player" } as const;
const owner = { id: 2, role: "owner" } as const;
const admin = { id: 3, role: "admin" } as const;

describe("can", () => {
  it("answers every action for every role as its rule's roles say, and no for a visitor", () => {
    for (const action of ACTIONS) {
      expect(can(null, action), action).toBe(false);
      for (const role of ROLES)
        expect(can({ id: 9, role }, action), `${role} ${action}`).toBe(rolesFor(action).includes(role));
    }
  });

  it("lets an owner act only on what they own, and an admin on anything", () => {
    const owned = ACTIONS.filter((action) => "ownOnly" in PERMISSIONS[action]);
    expect(owned).toContain("venue.manage");
    for (const action of owned) {
      expect(can(owner, action, { ownerId: owner.id }), action).toBe(true);
      expect(can(owner, action, { ownerId: 99 }), action).toBe(false);
      expect(can(admin, action, { ownerId: 99 }), action).toBe(true);
    }
  });

  it("keeps booking for players and running the platform for admins", () => {
    expect(can(player, "booking.book")).toBe(true);
    expect(can(owner, "booking.book")).toBe(false);
    expect(can(admin, "booking.book")).toBe(false);
    for (const action of ["user.manage", "refund.list", "payout.run", "venue-edit.review"] as const) {
      expect(can(owner, action)).toBe(false);
      expect(can(admin, action)).toBe(true);
    }
  });
});

describe("payout accounts", () => {
  it("are the owner's alone; an admin reads one in full only to send a payout; no other role, staff included", () => {
    expect(rolesFor("payout-account.manage")).toEqual(["owner"]);
    expect(rolesFor("payout-account.see-full")).toEqual(["admin"]);
    // A role added later (a venue's desk or manager staff) gets neither unless this rule names it.
    const staff = { id: 4, role: "staff" as never };
    expect(can(staff, "payout-account.manage")).toBe(false);
    expect(can(staff, "payout-account.see-full")).toBe(false);
    expect(can(player, "payout-account.manage")).toBe(false);
    expect(can(admin, "payout-account.manage")).toBe(false);
    expect(can(owner, "payout-account.see-full")).toBe(false);
  });
});

describe("refusal", () => {
  it("says why, in words a person can act on", () => {
    expect(refusal(null, "user.manage")).toBe("Authentication required");
    expect(refusal(player, "venue.manage")).toBe("Only venue owners can change venues");
    expect(refusal(owner, "venue.manage", { ownerId: 99 })).toBe("You can only change your own venues");
    expect(refusal(owner, "venue.manage", { ownerId: owner.id })).toBeNull();
  });
});

describe("venue staff (issue 25)", () => {
  const desk = { id: 7, role: "player" as const, staffOf: [{ venueId: 3, role: "desk" as const }] };
  const manager = { id: 8, role: "player" as const, staffOf: [{ venueId: 3, role: "manager" as const }] };
  const theirVenue = { ownerId: 1, venueId: 3 };
  const elsewhere = { ownerId: 1, venueId: 4 };

  it("lets the desk see their venue's bookings and the dashboard, nowhere else", () => {
    expect(can(desk, "booking.see-venue")).toBe(true);
    expect(can(desk, "booking.see-venue", theirVenue)).toBe(true);
    expect(can(desk, "booking.see-venue", elsewhere)).toBe(false);
    expect(can(desk, "screen.owner-dashboard")).toBe(true);
    expect(can(desk, "venue.manage", theirVenue)).toBe(false);
  });

  it("lets a manager edit their venue too", () => {
    expect(can(manager, "venue.manage", theirVenue)).toBe(true);
    expect(can(manager, "venue.manage", elsewhere)).toBe(false);
    expect(can(manager, "upload.image")).toBe(true);
  });

  it("never gives staff money, payout accounts, analytics or staff management", () => {
    for (const actor of [desk, manager]) {
      for (const action of [
        "payout.list",
        "payout.run",
        "payout-account.manage",
        "payout-account.see-full",
        "analytics.venue",
        "analytics.platform",
        "staff.manage",
        "venue-activity.see",
        "booking.export",
      ] as const) {
        expect(can(actor, action), action).toBe(false);
        expect(can(actor, action, theirVenue), action).toBe(false);
      }
    }
  });

  it("a player who is staff nowhere gets nothing from the staff field", () => {
    expect(can({ id: 9, role: "player" }, "booking.see-venue")).toBe(false);
    expect(can({ id: 9, role: "player", staffOf: [] }, "screen.owner-dashboard")).toBe(false);
  });

  it("an owner who is staff at another owner's venue acts there by their staff role", () => {
    const ownerAndDesk = { id: 5, role: "owner" as const, staffOf: [{ venueId: 3, role: "desk" as const }] };
    expect(can(ownerAndDesk, "booking.see-venue", theirVenue)).toBe(true);
    expect(can(ownerAndDesk, "venue.manage", theirVenue)).toBe(false);
    expect(can(ownerAndDesk, "venue.manage", { ownerId: 5, venueId: 9 })).toBe(true);
  });
});
