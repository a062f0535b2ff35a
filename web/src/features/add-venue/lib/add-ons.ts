/**
 * The add-ons editor: the five standard ground add-ons (on/off with a price) and add-ons the
 * owner names. The editor's rows become the API's list `[{key?, name, price}]`; every item
 * remembers which row it came from, so a message (ours or the server's `details.addOns.2.price`)
 * lands on that row.
 */
import { addOnInputSchema, addOnSlug } from "@crease/core/venue-form";
import { GROUND_ADD_ONS } from "@crease/core/venues";
import type { CustomAddOnRow, FormIssue, StandardAddOnRow, VenueFormValues } from "./form-values";

/** What POST /api/venues takes in `details.addOns` (prices as rupee strings). */
export interface AddOnItem {
  key?: string;
  name: string;
  price: string;
}

export interface AddOnList {
  items: AddOnItem[];
  /** The form path of each item's row ("ground.otherAddOns.1"), same order as `items`. */
  rows: string[];
  /** Where a message about the whole list goes. */
  listPath: string;
}

/** The server's limit on one venue's add-ons. */
export const MAX_ADD_ONS = 25;

export function isBlankRow(row: CustomAddOnRow): boolean {
  return row.name.trim() === "" && row.price.trim() === "";
}

/** Ground: the standard add-ons switched on, then the owner's own (blank rows are left out). */
export function groundAddOnList(ground: VenueFormValues["ground"]): AddOnList {
  const items: AddOnItem[] = [];
  const rows: string[] = [];
  ground.standardAddOns.forEach((row: StandardAddOnRow, index) => {
    if (!row.enabled) return;
    items.push({ key: row.key, name: GROUND_ADD_ONS[row.key], price: row.price.trim() });
    rows.push(`ground.standardAddOns.${index}`);
  });
  ground.otherAddOns.forEach((row, index) => {
    if (isBlankRow(row)) return;
    items.push({ name: row.name.trim(), price: row.price.trim() });
    rows.push(`ground.otherAddOns.${index}`);
  });
  return { items, rows, listPath: "ground.otherAddOns" };
}

/** Nets and box cricket: the owner's own add-ons (blank rows are left out). */
export function hourlyAddOnList(hourly: VenueFormValues["hourly"]): AddOnList {
  const items: AddOnItem[] = [];
  const rows: string[] = [];
  hourly.addOns.forEach((row, index) => {
    if (isBlankRow(row)) return;
    items.push({ name: row.name.trim(), price: row.price.trim() });
    rows.push(`hourly.addOns.${index}`);
  });
  return { items, rows, listPath: "hourly.addOns" };
}

const labelKeys = new Map(Object.entries(GROUND_ADD_ONS).map(([key, label]) => [label.toLowerCase(), key]));

/** The key the server will store an add-on under (a standard label gets its ground key). */
export function addOnKeyOf(item: AddOnItem): string {
  if (item.key && item.key in GROUND_ADD_ONS) return item.key;
  return labelKeys.get(item.name.trim().toLowerCase()) ?? `other:${addOnSlug(item.name)}`;
}

/** A row's name box, or its price box (a standard add-on has only a price box). */
function fieldPath(row: string, field: string): string {
  const named = field === "name" || field === "key";
  return `${row}.${named && !row.includes("standardAddOns") ? "name" : "price"}`;
}

/**
 * Messages for the add-on rows: a name and a price above 0 for each, no add-on twice, at
 * most 25. Standard add-ons that are switched on need a price.
 */
export function validateAddOns(list: AddOnList): FormIssue[] {
  const issues: FormIssue[] = [];
  const seen = new Set<string>();
  list.items.forEach((item, index) => {
    const row = list.rows[index] ?? list.listPath;
    const parsed = addOnInputSchema.safeParse(item);
    const shown = new Set<string>();
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "price");
        if (shown.has(field)) continue;
        shown.add(field);
        issues.push({ path: fieldPath(row, field), message: issue.message });
      }
    } else if (parsed.data.price <= 0) {
      issues.push({
        path: `${row}.price`,
        message: item.key ? `Give ${item.name} a price above 0, or switch it off` : "Add-on price must be above 0",
      });
    }
    if (!shown.has("name") && item.name.trim()) {
      const key = addOnKeyOf(item);
      if (seen.has(key))
        issues.push({ path: fieldPath(row, "name"), message: `The add-on "${item.name}" appears twice` });
      seen.add(key);
    }
  });
  if (list.items.length > MAX_ADD_ONS) issues.push({ path: list.listPath, message: `At most ${MAX_ADD_ONS} add-ons` });
  return issues;
}

/**
 * A server message about `details.addOns…` back on the editor: `details.addOns.2.price` goes to
 * that item's row, anything about the list as a whole to the list.
 */
export function addOnPathOf(list: AddOnList, rest: readonly string[]): string {
  const [index, field] = rest;
  const row = index !== undefined && /^\d+$/.test(index) ? list.rows[Number(index)] : undefined;
  if (!row) return list.listPath;
  return fieldPath(row, field ?? "price");
}
