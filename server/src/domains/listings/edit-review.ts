import {
  can,
  conflict,
  describeVenueChanges,
  detailsFor,
  MATERIAL_VENUE_FIELDS,
  notFound,
  type UpdateVenueData,
  type User,
  updateVenueSchema,
  type Venue,
  type VenueEdit,
  type VenueEditChange,
  type VenueType,
  validationError,
} from "@crease/core";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import type { NotificationsService } from "../notifications/service";
import type { VenuesService } from "../venues/service";
import { type VenueEditRecord, venueEditsRepo } from "./edits-repo";

type Actor = Pick<User, "id" | "role" | "fullName">;

/** Splits a PATCH body into its material fields (reviewed first) and the rest (applied at once). */
export function splitMaterial(input: UpdateVenueData): {
  material: Record<string, unknown> | null;
  rest: UpdateVenueData | null;
} {
  const material: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    // Taking the chat link away can only protect players: it applies at once.
    if (key === "whatsappNumber" && value === null) rest[key] = value;
    else if ((MATERIAL_VENUE_FIELDS as readonly string[]).includes(key)) material[key] = value;
    else rest[key] = value;
  }
  return {
    material: Object.keys(material).length > 0 ? material : null,
    rest: Object.keys(rest).length > 0 ? (rest as UpdateVenueData) : null,
  };
}

/**
 * The one stored form of a pending change: the material fields of a parsed PATCH body, with
 * `details` parsed for the venue's type (prices as rupee numbers, add-ons as one list of
 * {key, name, price} whichever form they came in, unknown keys dropped). It is the same parse the
 * direct edit applies, so applying it later changes nothing. Writes store only this, and reads
 * pass every stored row through it again, so a row stored raw before cannot break the admin's
 * list or be applied. null: nothing in it is a readable change.
 */
export function normalizeChanges(venueType: string, raw: unknown): Record<string, unknown> | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const picked: Record<string, unknown> = {};
  for (const field of MATERIAL_VENUE_FIELDS) {
    const value = (raw as Record<string, unknown>)[field];
    if (value !== undefined) picked[field] = value;
  }
  const parsed = updateVenueSchema.safeParse(picked);
  if (!parsed.success) return null;
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(parsed.data)) {
    if (value !== undefined && field !== "details") changes[field] = value;
  }
  if (parsed.data.details !== undefined) {
    const details = detailsFor(venueType as VenueType, parsed.data.details);
    if (!details.success) return null;
    if (details.data) {
      const { venueType: _type, ...fields } = details.data;
      changes.details = fields;
    }
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

const UNREADABLE_MESSAGE =
  "This change was stored in a form that can no longer be read. Reject it and ask the owner to send it again.";

/** The one row shown for a stored change that does not parse (rows from before changes were stored parsed). */
const UNREADABLE: VenueEditChange = { field: "unreadable", label: "Change", before: "—", after: UNREADABLE_MESSAGE };

/**
 * Material edits of approved venues (docs/SECURITY.md, "Material edits are reviewed"): an owner's
 * change of name, place, prices, photos or payment terms waits for an admin while players keep
 * seeing and booking the approved version. The admin sees each field before and after, and
 * approves (applied at once, as the owner's edit) or rejects with a note; the owner hears either way.
 */
export function createEditReview(deps: {
  db: Db;
  venues: VenuesService;
  notifications: NotificationsService;
  /** Applies a PATCH body to the venue as the given actor, with no further review (its `version` checked). */
  apply: (actor: Actor, venueId: number, input: UpdateVenueData) => Promise<Venue>;
}) {
  const repo = venueEditsRepo(deps.db);

  async function toEdit(row: VenueEditRecord, actor: Actor): Promise<VenueEdit> {
    const { venue, details } = await deps.venues.forBooking(actor, row.venueId);
    const changes = normalizeChanges(venue.venueType, row.changes);
    return {
      id: row.id,
      venueId: row.venueId,
      venueName: row.venueName,
      venueVersion: venue.version,
      ownerName: row.ownerName,
      status: row.status,
      submittedAt: row.createdAt,
      changes: changes
        ? describeVenueChanges({ ...venue, ...(details ?? {}) } as Record<string, unknown>, changes)
        : [UNREADABLE],
    };
  }

  /** The edit if the actor may act on it: the venue's owner, or an admin. Others: 404. */
  async function visible(actor: Actor, id: number): Promise<VenueEditRecord> {
    const row = await repo.byId(id);
    if (!row || !can(actor, "venue-edit.list", { ownerId: row.ownerId })) throw notFound("Change not found");
    if (row.status !== "pending") throw conflict("This change was already decided.");
    return row;
  }

  return {
    /** Stores the material part of an owner's edit for review, replacing any change still pending. */
    /** `recordWithin` writes the venue's history in the same transaction, so the change and its record commit together. */
    async submit(
      actor: Actor,
      venue: { id: number; name: string },
      material: Record<string, unknown>,
      recordWithin: (tx: Db) => Promise<void>,
    ) {
      await deps.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        await venueEditsRepo(db).submit(venue.id, actor.id, material);
        await recordWithin(db);
      });
      await deps.notifications.notifyAdmins({
        type: "venue_edit_submitted",
        title: "Venue changes to review",
        message: {
          message: "{owner} changed {venue}: the changes wait for your review.",
          values: { owner: actor.fullName, venue: venue.name },
        },
        data: { venueId: venue.id },
      });
    },

    async list(actor: Actor): Promise<VenueEdit[]> {
      assertCan(actor, "venue-edit.list");
      // Every pending change for an admin, an owner's own otherwise.
      const rows = await repo.pending(can(actor, "venue-edit.review") ? null : actor.id);
      return Promise.all(rows.map((row) => toEdit(row, actor)));
    },

    /**
     * `version`: the venue's version the admin saw the change against; the apply refuses it (409)
     * when the owner changed the venue since, and nothing is approved.
     */
    async approve(actor: Actor, id: number, version: number): Promise<Venue> {
      assertCan(actor, "venue-edit.review");
      const row = await visible(actor, id);
      const changes = normalizeChanges(row.venueType, row.changes);
      if (!changes) throw conflict(UNREADABLE_MESSAGE);
      // Applied as the owner's own edit, so their photos and payment terms are checked as theirs.
      const owner = { id: row.ownerId, role: "owner" as const, fullName: row.ownerName };
      const venue = await deps.apply(owner, row.venueId, { ...(changes as UpdateVenueData), version });
      if (!(await repo.decide(id, "approved", actor.id, null))) throw conflict("This change was already decided.");
      await deps.notifications.notify(row.ownerId, {
        type: "venue_edit_approved",
        title: "Your changes are live",
        message: {
          message: "An admin approved your changes to {venue}. Players now see them.",
          values: { venue: row.venueName },
        },
        data: { venueId: row.venueId },
      });
      return venue;
    },

    async reject(actor: Actor, id: number, note: string): Promise<void> {
      assertCan(actor, "venue-edit.review");
      if (!note.trim()) throw validationError("Say why the changes are rejected", { note: "A note is required" });
      const row = await visible(actor, id);
      if (!(await repo.decide(id, "rejected", actor.id, note.trim())))
        throw conflict("This change was already decided.");
      await deps.notifications.notify(row.ownerId, {
        type: "venue_edit_rejected",
        title: "Your changes were not approved",
        message: {
          message: "An admin did not approve your changes to {venue}: {note}",
          values: { venue: row.venueName, note: note.trim() },
        },
        data: { venueId: row.venueId },
      });
    },

    /** The owner takes a pending change back; the venue stays as it is. */
    async withdraw(actor: Actor, id: number): Promise<void> {
      await visible(actor, id);
      await repo.decide(id, "withdrawn", actor.id, null);
    },
  };
}

export type EditReview = ReturnType<typeof createEditReview>;
