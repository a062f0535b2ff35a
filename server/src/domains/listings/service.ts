import {
  type AddOnDraft,
  type CreateVenueData,
  can,
  conflict,
  DEFAULT_ADVANCE_DAYS,
  DETAILS_SCHEMAS,
  detailsFor,
  forbidden,
  notFound,
  partialPaymentProblem,
  refusal,
  rupeesToPaise,
  statusMoveRefusal,
  type UpdateVenueData,
  type User,
  VENUE_CHANGED_MESSAGE,
  VENUE_FORM_MESSAGES,
  VENUE_STATUS_MOVES,
  type Venue,
  type VenueDetails,
  type VenueDetailsDraft,
  type VenueStatus,
  type VenueStatusChange,
  type VenueType,
  validationError,
  venueMoveNoteError,
} from "@crease/core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import type { EventBus } from "../../lib/events";
import type { GeocodeService } from "../geocode/service";
import type { NotificationsService } from "../notifications/service";
import type { UploadsService } from "../uploads/service";
import type { VenuesService } from "../venues/service";
import { createEditReview, normalizeChanges, splitMaterial } from "./edit-review";
import { ownImages } from "./own-images";
import { type DetailsRow, inTransaction, listingsRepo, type VenueForWrite, type VenueValues } from "./repo";
import { fieldsOf, recordVenueEdit, refuseStaffPaymentChange } from "./staff-edits";

type Actor = Pick<User, "id" | "role" | "fullName" | "staffOf">;

/**
 * What the owner hears after each admin move: `{venue}`, and the admin's note when there is one
 * (`hasNote` "yes", `note`), in the owner's language (decision 022).
 */
const MOVE_NOTES: Record<string, { type: string; title: string; message: string }> = {
  "pending>approved": {
    type: "venue_approved",
    title: "Venue approved",
    message:
      "{venue} is approved and now visible to players.{hasNote, select, yes { Note from the Crease team: {note}} other {}}",
  },
  "pending>rejected": {
    type: "venue_rejected",
    title: "Venue not approved",
    message: "{venue} was not approved.{hasNote, select, yes { Note from the Crease team: {note}} other {}}",
  },
  "approved>suspended": {
    type: "venue_suspended",
    title: "Venue suspended",
    message:
      "{venue} has been suspended and is hidden from players.{hasNote, select, yes { Note from the Crease team: {note}} other {}}",
  },
  "suspended>approved": {
    type: "venue_reactivated",
    title: "Venue reactivated",
    message: "{venue} is visible to players again.{hasNote, select, yes { Note from the Crease team: {note}} other {}}",
  },
  "rejected>pending": {
    type: "venue_pending",
    title: "Venue back in review",
    message: "{venue} is back in the review queue.{hasNote, select, yes { Note from the Crease team: {note}} other {}}",
  },
};

function storedAddOns(list: AddOnDraft[]) {
  return list.map((a) => ({ key: a.key, name: a.name, pricePaise: rupeesToPaise(a.price) }));
}

function detailsRow(draft: VenueDetailsDraft): DetailsRow {
  if (draft.venueType === "ground") {
    return {
      venueType: "ground",
      morningPricePaise: rupeesToPaise(draft.morningPrice),
      afternoonPricePaise: rupeesToPaise(draft.afternoonPrice),
      eveningPricePaise: rupeesToPaise(draft.eveningPrice),
      nightPricePaise: rupeesToPaise(draft.nightPrice),
      addOns: storedAddOns(draft.addOns),
    };
  }
  if (draft.venueType === "nets") {
    return {
      venueType: "nets",
      startTime: draft.startTime,
      endTime: draft.endTime,
      hourlyPricePaise: rupeesToPaise(draft.hourlyPrice),
      pitchType: draft.pitchType,
      addOns: storedAddOns(draft.addOns),
    };
  }
  return {
    venueType: "box",
    startTime: draft.startTime,
    endTime: draft.endTime,
    hourlyPricePaise: rupeesToPaise(draft.hourlyPrice),
    teamCapacity: draft.teamCapacity,
    addOns: storedAddOns(draft.addOns),
  };
}

/** Zod issues as our 400: the first message, and every field's. */
function issuesError(error: z.ZodError) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.map(String).join(".") || "body"] ??= issue.message;
  return validationError(Object.values(errors)[0] ?? "Invalid request", errors);
}

/**
 * Owners list and edit their venues; admins edit any and move statuses (docs/product/venues.md "Venue
 * status"). Every write is one transaction; notifications go out after it commits.
 */
export function createListingsService(deps: {
  db: Db;
  venues: VenuesService;
  uploads: UploadsService;
  geocode: GeocodeService;
  notifications: NotificationsService;
  /** Tells every instance's sockets that a venue left the public (plugins/websocket.ts). */
  bus: EventBus;
}) {
  const repo = listingsRepo(deps.db);

  /** The venue if the actor may change it: 404 when they cannot even see it, 403 when it is someone else's public venue. */
  function writable(actor: Actor, row: VenueForWrite | undefined, message?: string) {
    if (!row) throw notFound("Venue not found");
    const why = refusal(actor, "venue.manage", { ownerId: row.ownerId, venueId: row.id });
    if (why === null) return row;
    if (row.status === "approved" && row.ownerActive) throw forbidden(message ?? why);
    throw notFound("Venue not found");
  }

  const { resolveImages, checkQrCode } = ownImages(deps.uploads);

  /** The venue's history of an edit, written in the edit's own transaction `tx` (issue 44). */
  const recordEdit =
    (actor: Actor, venueId: number, fields: string[], reviewPending = false) =>
    (tx: Db) =>
      recordVenueEdit(tx, actor.id, venueId, fields, reviewPending);

  async function answer(actor: Actor, id: number): Promise<Venue> {
    return (await deps.venues.forBooking(actor, id)).venue;
  }

  /** A material change is checked when it is sent, so an owner hears of a mistake at once, not at review. */
  async function checkMaterial(actor: Actor, id: number, current: VenueForWrite, material: Record<string, unknown>) {
    if (material.details !== undefined) {
      const parsed = detailsFor(current.venueType as VenueType, material.details);
      if (!parsed.success) throw issuesError(parsed.error);
    }
    if (material.images) await resolveImages(actor, material.images as string[], await repo.imagesOf(id));
    await checkQrCode(actor, material.upiQrCodeUrl as string | null | undefined, current.upiQrCodeUrl);
  }

  /** An owner's material change of an approved venue waits for an admin (edit-review.ts). */
  // An admin's own edits are reviewed by being made.
  const needsReview = (actor: Actor, current: VenueForWrite) =>
    !can(actor, "venue-edit.review") && current.status === "approved";

  const review = createEditReview({
    db: deps.db,
    venues: deps.venues,
    notifications: deps.notifications,
    apply: (actor, id, input) => service.update(actor, id, input, true),
  });

  const service = {
    review,

    async create(actor: Actor, input: CreateVenueData): Promise<Venue> {
      assertCan(actor, "venue.list");
      const images = await resolveImages(actor, input.images, []);
      await checkQrCode(actor, input.upiQrCodeUrl, null);
      const point = await deps.geocode.locate(input);
      const partial = input.paymentType === "partial";
      const values: VenueValues = {
        ownerId: actor.id,
        name: input.name,
        description: input.description,
        venueType: input.venueType,
        address: input.address,
        city: input.city,
        state: input.state,
        postalCode: input.postalCode,
        country: input.country,
        location: input.location ?? null,
        latitude: point?.lat ?? null,
        longitude: point?.lng ?? null,
        amenities: input.amenities,
        reschedulingRules: input.reschedulingRules,
        cancellationRules: input.cancellationRules,
        paymentType: input.paymentType,
        partialPaymentPaise: partial && input.partialPaymentAmount ? rupeesToPaise(input.partialPaymentAmount) : null,
        upiQrCodeUrl: input.upiQrCodeUrl ?? null,
        whatsappNumber: input.whatsappNumber ?? null,
        advanceBookingDays: input.advanceBookingDays ?? DEFAULT_ADVANCE_DAYS,
        status: "pending",
      };
      const id = await inTransaction(deps.db, async (tx) => {
        const venueId = await tx.insertVenue(values);
        await tx.replaceImages(venueId, images);
        if (input.details) await tx.saveDetails(venueId, detailsRow(input.details));
        await tx.recordStatusChange({ venueId, actorId: actor.id, fromStatus: null, toStatus: "pending" });
        return venueId;
      });
      await deps.notifications.notifyAdmins({
        type: "venue_submitted",
        title: "New venue to review",
        message: {
          message:
            "{venue} ({type, select, ground {Cricket Ground} nets {Practice Nets} box {Box Cricket} other {{type}}}) in {city} is waiting for approval.",
          values: { venue: input.name, type: input.venueType, city: input.city },
        },
        data: { venueId: id },
      });
      return answer(actor, id);
    },

    /** The wizard's second step (`POST /api/venues/{id}/<type>-details`): adds or replaces the details. */
    async saveDetails(actor: Actor, id: number, type: VenueType, input: unknown): Promise<VenueDetails> {
      assertCan(actor, "venue.manage");
      const current = writable(actor, await repo.findForWrite(id));
      if (current.venueType !== type) {
        const path = { ground: "ground-details", nets: "nets-details", box: "box-cricket-details" }[
          current.venueType as VenueType
        ];
        throw validationError({
          message:
            "This venue is a {type, select, ground {cricket ground} nets {practice nets} box {box cricket} other {{type}}} venue; send its details to {address}",
          values: { type: current.venueType, address: `/api/venues/${id}/${path}` },
        });
      }
      const parsed = DETAILS_SCHEMAS[type].safeParse(input);
      if (!parsed.success) throw issuesError(parsed.error);
      if (needsReview(actor, current)) {
        // New prices of an approved venue wait for an admin, like any material change: stored as parsed.
        const stored = normalizeChanges(type, { details: input });
        if (stored)
          await review.submit(actor, { id, name: current.name }, stored, recordEdit(actor, id, ["details"], true));
        const details = await deps.venues.details(actor, id);
        if (!details) throw new Error("an approved venue without details");
        return details;
      }
      const draft = { venueType: type, ...parsed.data } as VenueDetailsDraft;
      await deps.db.transaction(async (tx) => {
        await listingsRepo(tx as unknown as Db).saveDetails(id, detailsRow(draft));
        await recordEdit(actor, id, ["details"])(tx as unknown as Db);
      });
      await deps.notifications.venueUpdate(id, { action: "venue_updated" });
      const details = await deps.venues.details(actor, id);
      if (!details) throw new Error("details missing after saving them");
      return details;
    },

    /** `reviewed`: an admin approved this change (edit-review.ts), so it applies as it is. */
    async update(actor: Actor, id: number, input: UpdateVenueData, reviewed = false): Promise<Venue> {
      assertCan(actor, "venue.manage");
      if (input.status !== undefined) assertCan(actor, "venue.moderate");
      const current = writable(actor, await repo.findForWrite(id));
      refuseStaffPaymentChange(actor, current, input);
      if (!reviewed && needsReview(actor, current)) {
        const { material, rest } = splitMaterial(input);
        if (material) {
          await checkMaterial(actor, id, current, material);
          // Only the parsed, normalised fields are stored: what the owner sent beyond them never
          // reaches the admin's queue (docs/product/venues.md, "Changes to live venues").
          const stored = normalizeChanges(current.venueType, material);
          if (rest) await service.update(actor, id, rest);
          if (!stored) return answer(actor, id);
          await review.submit(
            actor,
            { id, name: current.name },
            stored,
            recordEdit(actor, id, Object.keys(stored), true),
          );
          return { ...(await answer(actor, id)), reviewPending: true };
        }
      }

      let details: VenueDetailsDraft | undefined;
      if (input.details !== undefined) {
        const parsed = detailsFor(current.venueType as VenueType, input.details);
        if (!parsed.success) throw issuesError(parsed.error);
        details = parsed.data;
      }
      const images = input.images ? await resolveImages(actor, input.images, await repo.imagesOf(id)) : undefined;
      await checkQrCode(actor, input.upiQrCodeUrl, current.upiQrCodeUrl);

      // The partial-payment rule holds for the venue as it will be, not only for the fields sent.
      const paymentType = input.paymentType ?? current.paymentType;
      const partialPaise =
        input.partialPaymentAmount === undefined
          ? current.partialPaymentPaise
          : input.partialPaymentAmount === null
            ? null
            : rupeesToPaise(input.partialPaymentAmount);
      const qrCode = input.upiQrCodeUrl === undefined ? current.upiQrCodeUrl : input.upiQrCodeUrl;
      const paymentSent =
        input.paymentType !== undefined || input.partialPaymentAmount !== undefined || input.upiQrCodeUrl !== undefined;
      const paymentProblem = partialPaymentProblem({
        paymentType,
        partialPaymentAmount: partialPaise,
        upiQrCodeUrl: qrCode,
      });
      if (paymentSent && paymentProblem) {
        throw validationError(VENUE_FORM_MESSAGES.partialPayment, {
          [paymentProblem]: VENUE_FORM_MESSAGES.partialPayment,
        });
      }

      const { status: wanted, note, version, details: _d, images: _i, pincode, postalCode, ...rest } = input;
      const fieldsSent = Object.entries({ ...rest, pincode, postalCode, details: _d, images: _i }).some(
        ([key, v]) => v !== undefined && key !== "note",
      );
      const move = wanted !== undefined && wanted !== current.status;
      if (wanted !== undefined && !move && !fieldsSent)
        throw conflict(statusMoveRefusal(current.status as VenueStatus, wanted));
      if (move) {
        const allowed = VENUE_STATUS_MOVES[current.status as VenueStatus] ?? [];
        if (!allowed.includes(wanted)) throw conflict(statusMoveRefusal(current.status as VenueStatus, wanted));
        // The move dialog's rule, from the same core function (the route's schema applies it too).
        const noteProblem = venueMoveNoteError(wanted, note);
        if (noteProblem) throw validationError(noteProblem, { note: noteProblem });
      }
      // Approving or rejecting judges the venue as the admin saw it: they name that version
      // (docs/product/venues.md, "Approval names the version"); any other write checks it when sent.
      if (move && (wanted === "approved" || wanted === "rejected") && version === undefined) {
        const message = "Send the venue's version you reviewed (reload the venue to get it)";
        throw validationError(message, { version: message });
      }
      if (version !== undefined && version !== current.version) throw conflict(VENUE_CHANGED_MESSAGE);

      const values: Partial<VenueValues> = {};
      for (const key of [
        "name",
        "description",
        "address",
        "city",
        "state",
        "amenities",
        "reschedulingRules",
        "cancellationRules",
        "advanceBookingDays",
      ] as const) {
        if (rest[key] !== undefined) (values as Record<string, unknown>)[key] = rest[key];
      }
      if ((pincode ?? postalCode) !== undefined) values.postalCode = pincode ?? postalCode;
      if (input.location !== undefined) values.location = input.location;
      if (input.paymentType !== undefined) values.paymentType = input.paymentType;
      if (input.upiQrCodeUrl !== undefined) values.upiQrCodeUrl = input.upiQrCodeUrl;
      if (input.whatsappNumber !== undefined) values.whatsappNumber = input.whatsappNumber;
      if (input.paymentType !== undefined || input.partialPaymentAmount !== undefined) {
        values.partialPaymentPaise = paymentType === "partial" ? partialPaise : null;
      }
      const placeChanged = (["location", "address", "city", "state", "postalCode"] as const).some(
        (key) => values[key] !== undefined && values[key] !== current[key],
      );
      if (placeChanged) {
        const point = await deps.geocode.locate({
          location: values.location === undefined ? current.location : values.location,
          address: values.address ?? current.address,
          city: values.city ?? current.city,
          state: values.state ?? current.state,
          postalCode: values.postalCode ?? current.postalCode,
        });
        values.latitude = point?.lat ?? null;
        values.longitude = point?.lng ?? null;
      }

      const edited =
        !reviewed && fieldsSent
          ? recordEdit(actor, id, fieldsOf({ ...rest, pincode, postalCode, details: _d, images: _i }))
          : null;
      const moved = await deps.db.transaction(async (raw) => {
        const tx = listingsRepo(raw as unknown as Db);
        // The edit and its history row commit together (issue 44).
        if (edited) await edited(raw as unknown as Db);
        const locked = await tx.findForWrite(id, true);
        if (!locked) throw notFound("Venue not found");
        // Checked again on the locked row: an owner's edit since the first read refuses this one.
        if (version !== undefined && version !== locked.version) throw conflict(VENUE_CHANGED_MESSAGE);
        if (Object.keys(values).length > 0) await tx.updateVenue(id, values);
        if (images) await tx.replaceImages(id, images);
        if (details) await tx.saveDetails(id, detailsRow(details));
        if (!move || wanted === undefined) return null;
        // Someone else may have moved it since it was read: check again on the locked row.
        const from = locked.status as VenueStatus;
        const allowed = VENUE_STATUS_MOVES[from] ?? [];
        if (!allowed.includes(wanted) || !(await tx.moveStatus(id, from, wanted))) {
          throw conflict(statusMoveRefusal(from, wanted));
        }
        await tx.recordStatusChange({
          venueId: id,
          actorId: actor.id,
          fromStatus: from,
          toStatus: wanted,
          note: note || null,
        });
        return { from, to: wanted, name: values.name ?? locked.name, ownerId: locked.ownerId };
      });

      if (moved) {
        const text = MOVE_NOTES[`${moved.from}>${moved.to}`];
        if (text) {
          await deps.notifications.notify(moved.ownerId, {
            type: text.type,
            title: text.title,
            message: {
              message: text.message,
              values: { venue: moved.name, hasNote: note ? "yes" : "no", note: note ?? "" },
            },
            data: { venueId: id, status: moved.to, note: note || null },
          });
        }
      }
      await deps.notifications.venueUpdate(id, { action: "venue_updated" });
      // Off the public (suspended, rejected): after that last update, only its owner and admins keep watching.
      if (moved && moved.to !== "approved")
        deps.bus.publish({ kind: "venue-hidden", venueId: id, ownerId: moved.ownerId });
      return answer(actor, id);
    },

    async statusHistory(actor: Actor, id: number): Promise<VenueStatusChange[]> {
      writable(actor, await repo.findForWrite(id), "Only the venue's owner and admins can see its status history");
      return repo.statusHistory(id);
    },
  };
  return service;
}

export type ListingsService = ReturnType<typeof createListingsService>;
