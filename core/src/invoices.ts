/**
 * GST tax invoices and credit notes (docs/product/invoices.md, decision 033): their numbers, the
 * Indian financial year they fall in, the place of supply and the tax inside a GST-inclusive
 * amount, all in integer paise. Pure rules; the server issues and freezes them, the PDFs and
 * lists show them.
 */
import { CITY_STATES } from "./venues";

/** SAC 999652: sports and recreational facility operation services (a court or ground by the hour or slot). */
export const SAC_CODE = "999652";
/** GST on a booking: 18%, split CGST 9% + SGST 9% inside one state, IGST 18% across states. */
export const INVOICE_GST_PERCENT = 18;

/**
 * The three documents: invoice, credit note (a refund) and debit note (a payment that raised the
 * booking's value, a move to a dearer slot). Their numbers: `invoiceNumber`.
 */
export const INVOICE_KINDS = ["invoice", "credit_note", "debit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** Before each owner had a series (2026-11-27), one series for everyone: `CR/2026-27/000123`. */
const SHARED_PREFIX: Record<InvoiceKind, string> = { invoice: "CR", credit_note: "CR/CN", debit_note: "CR/DN" };
/** In an owner's series, the kind marks the year: `2627` (invoice), `C2627`, `D2627`. */
const YEAR_MARK: Record<InvoiceKind, string> = { invoice: "", credit_note: "C", debit_note: "D" };

/**
 * The series a supplier's documents are numbered in: the venue owner's account number. The
 * supplier on an invoice is the owner (Crease collects for them), and GST wants a supplier's own
 * numbers consecutive in the financial year, so each owner has a series of their own rather
 * than a share of everyone's.
 */
export function seriesOf(ownerId: number): string {
  return String(ownerId);
}

/**
 * Which document a supplier can issue: a tax invoice with its GST split when the venue's owner is
 * registered under GST (a GSTIN on their payout account), else a bill of supply without tax lines.
 */
export const INVOICE_REGIMES = ["intra_state", "inter_state", "unregistered"] as const;
export type InvoiceRegime = (typeof INVOICE_REGIMES)[number];

/**
 * The financial year (1 April to 31 March, IST) an instant falls in, by the year it starts:
 * 31 March 2027 23:59 IST is 2026, 1 April 2027 00:00 IST is 2027.
 */
export function financialYearOf(instant: Date): number {
  const ist = new Date(instant.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  return ist.getUTCMonth() >= 3 ? year : year - 1;
}

/** "2026-27" for the year starting 1 April 2026. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}

/**
 * A document's number: `502/2627/0123` (owner 502's invoice 123 of 2026-27), `502/C2627/0007`
 * (credit note), `502/D2627/0003` (debit note). GST allows 16 characters: an owner's numbers stay
 * within them up to owner 99999 and 9999 notes or 99999 invoices a year. Series `''` is the shared
 * series of the documents issued before, printed as they were: `CR/2026-27/000123`.
 */
export function invoiceNumber(kind: InvoiceKind, series: string, financialYear: number, sequence: number): string {
  if (series === "") {
    return `${SHARED_PREFIX[kind]}/${financialYearLabel(financialYear)}/${String(sequence).padStart(6, "0")}`;
  }
  const year = [financialYear, financialYear + 1].map((y) => String(y % 100).padStart(2, "0")).join("");
  return `${series}/${YEAR_MARK[kind]}${year}/${String(sequence).padStart(4, "0")}`;
}

/** The amounts of a document, in paise: taxable + cgst + sgst + igst = total, exactly. */
export interface InvoiceAmounts {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * The tax inside a GST-inclusive `totalPaise`: taxable = round(total × 100 / 118) (half up, in
 * integers), tax = total − taxable, so no paisa is lost or made. Inside one state the tax is
 * halved into CGST and SGST (CGST takes the odd paisa); across states it is all IGST. A bill of
 * supply (unregistered supplier) carries no tax lines: its taxable value is the total. For a
 * booking priced by core's `priceBooking` (taxable + round(18%)), this gives back exactly its
 * base + add-ons and its GST.
 */
export function invoiceAmounts(totalPaise: number, regime: InvoiceRegime): InvoiceAmounts {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError(`Not an amount: ${totalPaise}`);
  if (regime === "unregistered") {
    return { totalPaise, taxablePaise: totalPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  }
  const hundredPlusRate = BigInt(100 + INVOICE_GST_PERCENT);
  const taxablePaise = Number((BigInt(totalPaise) * 200n + hundredPlusRate) / (hundredPlusRate * 2n));
  const tax = totalPaise - taxablePaise;
  if (regime === "inter_state") return { totalPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const cgstPaise = Math.ceil(tax / 2);
  return { totalPaise, taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
}

/**
 * The amounts of a booking's invoice when venue credit's bonus paid part of its GST-inclusive
 * total (docs/product/credit.md, "Tax and money"): the bonus is a discount at redemption, so only
 * money is consideration. The invoice's total is the total less the bonus (what was paid in money,
 * plus what is due at the venue), its taxable value and tax are that total's (`invoiceAmounts`),
 * and the discount is the list taxable value less that taxable value: price = taxable + discount.
 * Without a bonus, exactly `invoiceAmounts(total)` with no discount.
 */
export function invoiceAmountsWithBonus(
  totalPaise: number,
  bonusPaise: number,
  regime: InvoiceRegime,
): InvoiceAmounts & { discountPaise: number } {
  const bonus = Math.max(0, Math.min(bonusPaise, totalPaise));
  const amounts = invoiceAmounts(totalPaise - bonus, regime);
  const discountPaise = bonus === 0 ? 0 : invoiceAmounts(totalPaise, regime).taxablePaise - amounts.taxablePaise;
  return { ...amounts, discountPaise };
}

/** The states and union territories by their GST code (the first two digits of a GSTIN). */
export const GST_STATE_CODES: Record<string, string> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "97": "Other Territory",
};

/** Other names owners write for a state (old names, "NCT of …"), lower case. */
const STATE_ALIASES: Record<string, string> = {
  orissa: "21",
  "nct of delhi": "07",
  "new delhi": "07",
  "delhi ncr": "07",
  pondicherry: "34",
  "jammu & kashmir": "01",
  "andaman & nicobar islands": "35",
  "daman and diu": "26",
  "dadra and nagar haveli": "26",
};

const squash = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");
const CODE_BY_NAME = new Map<string, string>([
  ...Object.entries(GST_STATE_CODES).map(([code, name]): [string, string] => [squash(name), code]),
  ...Object.entries(STATE_ALIASES),
]);

/** A state as an invoice names it: its GST code (null when not known) and its name. */
export interface GstState {
  code: string | null;
  name: string;
}

/**
 * The place of supply of a game: the state the venue is in (a service tied to a place is
 * supplied where the place is). From the venue's state as written, else its city's state, else
 * the supplier's GSTIN's first two digits; the state as written when none of them is known.
 */
export function placeOfSupply(venue: { state: string; city: string }, gstin: string | null): GstState {
  const byState = CODE_BY_NAME.get(squash(venue.state));
  const cityState = CITY_STATES[venue.city.trim() as keyof typeof CITY_STATES];
  const code =
    byState ?? (cityState ? CODE_BY_NAME.get(squash(cityState)) : undefined) ?? (gstin ? gstin.slice(0, 2) : null);
  const name = code ? GST_STATE_CODES[code] : undefined;
  return name && code ? { code, name } : { code: null, name: venue.state.trim() };
}

/**
 * Which document: unregistered without a GSTIN; with one, CGST + SGST when the GSTIN's state is
 * the place of supply (or the place's state is not known), else IGST.
 */
export function invoiceRegime(gstin: string | null, place: GstState): InvoiceRegime {
  if (!gstin) return "unregistered";
  return place.code === null || place.code === gstin.slice(0, 2) ? "intra_state" : "inter_state";
}
