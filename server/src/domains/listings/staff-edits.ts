import { forbidden, type UpdateVenueData } from "@crease/core";
import type { Db } from "../../db/client";
import { recordVenueActivity } from "../staff/activity";
import type { VenueForWrite } from "./repo";

/** The venue's history (the owner's "Activity") names who changed it, and which fields. */
export function recordVenueEdit(db: Db, actorId: number, venueId: number, fields: string[], reviewPending = false) {
  return recordVenueActivity(db, {
    venueId,
    actorId,
    action: "venue.edit",
    detail: { fields: fields.join(", "), reviewPending },
  });
}

/** The fields an edit sent (its version and moderation note are not fields of the venue). */
export const fieldsOf = (input: object) =>
  Object.entries(input)
    .filter(([key, value]) => value !== undefined && key !== "version" && key !== "note")
    .map(([key]) => key);

/**
 * A manager edits the venue for its owner, but where players pay (the UPI QR code) stays the
 * owner's: money must not be sent somewhere a member of staff chose (issue 25).
 */
export function refuseStaffPaymentChange(
  actor: { id: number; role: string },
  current: VenueForWrite,
  input: UpdateVenueData,
): void {
  const asStaff = actor.role !== "admin" && current.ownerId !== actor.id;
  if (asStaff && input.upiQrCodeUrl !== undefined) {
    throw forbidden("Only the venue's owner can change where players pay (the UPI QR code)");
  }
}
