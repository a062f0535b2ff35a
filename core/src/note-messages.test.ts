import { describe, expect, it } from "vitest";
import { EDIT_NOTE_MAX, editRejectNoteError } from "./venue-edits";
import { VENUE_NOTE_MAX, venueMoveNoteError } from "./venues";

// The admins' notes' messages are whole sentences (one translation each), with their limits
// written in: they must follow the limits they name.
describe("the notes an admin writes to an owner", () => {
  it("asks for a note in a whole sentence for each move that needs one", () => {
    expect(venueMoveNoteError("rejected", " ")).toBe("A note is required: tell the owner why the venue is rejected");
    expect(venueMoveNoteError("suspended", "")).toBe("A note is required: tell the owner why the venue is suspended");
    expect(venueMoveNoteError("approved", "")).toBeNull();
  });

  it("names the limits the checks apply", () => {
    expect(venueMoveNoteError("rejected", "x".repeat(VENUE_NOTE_MAX))).toBeNull();
    expect(venueMoveNoteError("rejected", "x".repeat(VENUE_NOTE_MAX + 1))).toContain(`at most ${VENUE_NOTE_MAX} `);
    expect(editRejectNoteError("x".repeat(EDIT_NOTE_MAX))).toBeNull();
    expect(editRejectNoteError("x".repeat(EDIT_NOTE_MAX + 1))).toContain(`at most ${EDIT_NOTE_MAX} `);
  });
});
