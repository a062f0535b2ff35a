/**
 * The add-venue wizard's draft, kept in this browser per owner account so a reload or a closed tab
 * loses nothing (as a booking site's listing form does). Submitting clears it. Images in it are
 * uploads the server already stores, so the draft holds their addresses only.
 */
import { defaultVenueFormValues, type VenueFormValues } from "./form-values";

const keyFor = (ownerId: number) => `crease:venue-draft:${ownerId}`;

/** The saved draft over today's defaults (fields added since it was saved start empty), or null. */
export function loadDraft(ownerId: number, storage: Storage = localStorage): VenueFormValues | null {
  try {
    const saved = JSON.parse(storage.getItem(keyFor(ownerId)) ?? "null");
    if (!saved || typeof saved !== "object" || Array.isArray(saved)) return null;
    const defaults = defaultVenueFormValues();
    const merged = { ...defaults, ...saved } as VenueFormValues;
    // Nested groups too, so a group saved before a field was added still has it.
    merged.ground = { ...defaults.ground, ...(saved.ground ?? {}) };
    merged.hourly = { ...defaults.hourly, ...(saved.hourly ?? {}) };
    return merged;
  } catch {
    return null;
  }
}

export function saveDraft(ownerId: number, values: VenueFormValues, storage: Storage = localStorage): void {
  try {
    storage.setItem(keyFor(ownerId), JSON.stringify(values));
  } catch {
    // Private mode or a full storage: the form still works, only without a draft.
  }
}

export function clearDraft(ownerId: number, storage: Storage = localStorage): void {
  try {
    storage.removeItem(keyFor(ownerId));
  } catch {
    // As above.
  }
}
