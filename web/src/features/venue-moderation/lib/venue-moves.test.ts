import { describe, expect, it } from "vitest";
import { movesFor, noteError } from "./venue-moves";

describe("movesFor", () => {
  it("offers exactly the moves of VENUE_STATUS_MOVES, with their button labels", () => {
    expect(movesFor("pending").map((m) => [m.label, m.to])).toEqual([
      ["Approve", "approved"],
      ["Reject", "rejected"],
    ]);
    expect(movesFor("approved").map((m) => m.label)).toEqual(["Suspend"]);
    expect(movesFor("suspended").map((m) => [m.label, m.to])).toEqual([["Reactivate", "approved"]]);
    expect(movesFor("rejected").map((m) => [m.label, m.to])).toEqual([["Move to pending", "pending"]]);
  });

  it("offers nothing for a status it does not know", () => {
    expect(movesFor("archived")).toEqual([]);
  });

  it("needs a note to reject or suspend, not to approve", () => {
    expect(movesFor("pending").map((m) => m.noteRequired)).toEqual([false, true]);
    expect(movesFor("approved")[0]?.noteRequired).toBe(true);
  });
});

describe("noteError", () => {
  const [approve, reject] = movesFor("pending");

  it("asks why a venue is rejected", () => {
    expect(noteError(reject!, "   ")).toBe("A note is required: tell the owner why the venue is rejected");
    expect(noteError(reject!, "Photos show a different ground")).toBeNull();
  });

  it("lets an approval go without a note", () => {
    expect(noteError(approve!, "")).toBeNull();
  });

  it("refuses a note longer than the server keeps", () => {
    expect(noteError(approve!, "x".repeat(1001))).toBe("The note must be at most 1000 characters");
  });
});
