/** The wizard's second step: each venue type's details, added or replaced. */
import type { GroundDetails, NetsDetails, Venue } from "@crease/core";
import { describe, expect, it } from "vitest";
import {
  admin,
  call,
  groundBody,
  listing,
  otherOwner,
  owner,
  player,
  setStatus,
  type Who,
} from "./listings-test-helpers";

describe("POST /api/venues/{id}/<type>-details", () => {
  async function pendingVenue(type: "ground" | "nets" | "box", who: Who = owner) {
    const res = await call("POST", "/api/venues", who, listing({ name: `Two-step ${type}`, venueType: type }));
    return (res.json() as Venue).id;
  }

  it("the wizard's second step: the owner adds ground details with the add-on map", async () => {
    const id = await pendingVenue("ground");
    const res = await call("POST", `/api/venues/${id}/ground-details`, owner, groundBody);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ venueType: "ground", morningPrice: "8000.00", eveningPrice: "0.00" });
    // Sending them again replaces them; a list of add-ons works too, keys found by label.
    const again = await call("POST", `/api/venues/${id}/ground-details`, owner, {
      ...groundBody,
      addOns: [
        { name: "Scoreboard Operator", price: 400 },
        { name: "Tea", price: "50" },
      ],
    });
    expect((again.json() as GroundDetails).addOns).toEqual([
      { key: "scoreboard", name: "Scoreboard Operator", price: "400.00" },
      { key: "other:tea", name: "Tea", price: "50.00" },
    ]);
  });

  it("offers a ground slot only when its price is above 0, and needs at least one", async () => {
    const id = await pendingVenue("ground");
    const none = await call("POST", `/api/venues/${id}/ground-details`, owner, {
      morningPrice: 0,
      afternoonPrice: "0",
      eveningPrice: 0,
      nightPrice: 0,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Offer at least one time slot: give it a price above 0");
    const missing = await call("POST", `/api/venues/${id}/ground-details`, owner, { morningPrice: 100 });
    expect(missing.json().message).toBe("All time slot prices are required for ground venues");
    const text = await call("POST", `/api/venues/${id}/ground-details`, owner, { ...groundBody, morningPrice: "lots" });
    expect(text.json().errors).toEqual({
      morningPrice: "Enter the morning price in rupees: from ₹0 to ₹10,00,000, with at most two decimals",
    });
    const twice = await call("POST", `/api/venues/${id}/ground-details`, owner, {
      ...groundBody,
      addOns: [
        { name: "Tea", price: 1 },
        { name: "tea", price: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await call("GET", `/api/venues/${id}/details`, owner)).json()).toBeNull();
  });

  it("nets: pitch types, half-hour times, start before end", async () => {
    const id = await pendingVenue("nets");
    const missing = await call("POST", `/api/venues/${id}/nets-details`, owner, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Enter the price per hour");
    const quarter = await call("POST", `/api/venues/${id}/nets-details`, owner, {
      startTime: "06:15",
      endTime: "22:00",
      hourlyPrice: 800,
      pitchType: "matting",
    });
    expect(quarter.json().errors).toEqual({ startTime: "Times must be on the hour or half hour, like 06:00 or 06:30" });
    const backwards = await call("POST", `/api/venues/${id}/nets-details`, owner, {
      startTime: "10:00",
      endTime: "08:00",
      hourlyPrice: 800,
      pitchType: "matting",
    });
    expect(backwards.json().message).toBe(
      "Closing time must be after opening time, or by 6 AM the next morning for an evening opening",
    );
    for (const pitchType of ["artificial", "matting", "concrete", "clay"]) {
      const ok = await call("POST", `/api/venues/${id}/nets-details`, owner, {
        startTime: "06:30",
        endTime: "21:30",
        hourlyPrice: "850",
        pitchType,
        addOns: [{ name: "Bowling machine", price: 300 }],
      });
      expect(ok.statusCode, pitchType).toBe(201);
      expect(ok.json()).toMatchObject({ pitchType, startTime: "06:30", endTime: "21:30", hourlyPrice: "850.00" });
    }
    const details = (await call("GET", `/api/venues/${id}/details`, owner)).json() as NetsDetails;
    expect(details.addOns).toEqual([{ key: "other:bowling-machine", name: "Bowling machine", price: "300.00" }]);
  });

  it("box: team capacity 5 to 8, 6 when not given", async () => {
    const id = await pendingVenue("box");
    for (const teamCapacity of [4, 9, 6.5, "six"]) {
      const res = await call("POST", `/api/venues/${id}/box-cricket-details`, owner, {
        hourlyPrice: 1200,
        teamCapacity,
      });
      expect(res.statusCode, String(teamCapacity)).toBe(400);
      expect(res.json().message).toBe("Team capacity must be between 5 and 8 players a side");
    }
    const missing = await call("POST", `/api/venues/${id}/box-cricket-details`, owner, { teamCapacity: 6 });
    expect(missing.json().message).toBe("Enter the price per hour");
    const ok = await call("POST", `/api/venues/${id}/box-cricket-details`, owner, { hourlyPrice: 1200 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ teamCapacity: 6, startTime: "06:00", endTime: "22:00" });
    const eight = await call("POST", `/api/venues/${id}/box-cricket-details`, owner, {
      hourlyPrice: 1200,
      teamCapacity: "8",
    });
    expect(eight.json()).toMatchObject({ teamCapacity: 8 });
  });

  it("refuses details of another type", async () => {
    const id = await pendingVenue("nets");
    const res = await call("POST", `/api/venues/${id}/ground-details`, owner, groundBody);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `This venue is a practice nets venue; send its details to /api/venues/${id}/nets-details`,
    );
  });

  it("only the venue's owner or an admin may add details", async () => {
    const id = await pendingVenue("ground");
    expect((await call("POST", `/api/venues/${id}/ground-details`, undefined, groundBody)).statusCode).toBe(401);
    expect((await call("POST", `/api/venues/${id}/ground-details`, player, groundBody)).statusCode).toBe(403);
    // Someone else's pending venue does not exist for them; an approved one is not theirs to change.
    expect((await call("POST", `/api/venues/${id}/ground-details`, otherOwner, groundBody)).statusCode).toBe(404);
    await setStatus(id, "approved");
    const approved = await call("POST", `/api/venues/${id}/ground-details`, otherOwner, groundBody);
    expect(approved.statusCode).toBe(403);
    expect(approved.json().message).toBe("You can only change your own venues");
    expect((await call("POST", `/api/venues/${id}/ground-details`, admin, groundBody)).statusCode).toBe(201);
    expect((await call("POST", "/api/venues/999999/ground-details", admin, groundBody)).statusCode).toBe(404);
  });
});
