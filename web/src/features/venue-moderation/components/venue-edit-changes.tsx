import type { VenueEdit, VenueEditChange } from "@crease/core/venue-edits";
import { GROUND_ADD_ONS } from "@crease/core/venues";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useWords, type Words } from "@/lib/i18n";

/** core's field names (describeVenueChanges, English for the server) in the language on screen. */
const FIELD_WORDS: Record<string, MessageDescriptor> = {
  name: msg`Name`,
  address: msg`Address`,
  city: msg`City`,
  state: msg`State`,
  pincode: msg`Pincode`,
  postalCode: msg`Pincode`,
  location: msg`Map link`,
  images: msg`Photos`,
  paymentType: msg`Payment`,
  partialPaymentAmount: msg`Advance paid online`,
  upiQrCodeUrl: msg`UPI QR code`,
  whatsappNumber: msg`WhatsApp number`,
  morningPrice: msg`Morning price`,
  afternoonPrice: msg`Afternoon price`,
  eveningPrice: msg`Evening price`,
  nightPrice: msg`Night price`,
  hourlyPrice: msg`Price per hour`,
  startTime: msg`Opens`,
  endTime: msg`Closes`,
  pitchType: msg`Pitch`,
  teamCapacity: msg`Players a side`,
  addOns: msg`Add-ons`,
};

/** The fixed words core writes for a value; the owner's own text (names, addresses) stays as written. */
const VALUE_WORDS: Record<string, MessageDescriptor> = {
  "Not offered": msg`Not offered`,
  "Full payment online": msg`Full payment online`,
  "Advance online, rest at the venue": msg`Advance online, rest at the venue`,
  None: msg`None`,
  "a QR code": msg`a QR code`,
  "a new QR code": msg`a new QR code`,
};

function fieldOf(change: VenueEditChange, i18n: I18n): string {
  const words = FIELD_WORDS[change.field];
  return words ? i18n._(words) : change.label;
}

/** A standard add-on's name (plain words) where core's list starts one: "Umpire Service ₹1,500, Drinks ₹200". */
const STANDARD_ADD_ON = new RegExp(`(^|, )(${Object.values(GROUND_ADD_ONS).join("|")}) ₹`, "g");

/** core's list of add-ons with their prices, each standard one in the language on screen; an owner's as written. */
function addOnsText(text: string, words: Words): string {
  return text.replace(STANDARD_ADD_ON, (_, before: string, name: string) => `${before}${words.addOn(name)} ₹`);
}

function valueText(value: string, i18n: I18n, field: string, words: Words): string {
  const text = field === "addOns" ? addOnsText(value, words) : value;
  const fixed = VALUE_WORDS[text];
  if (fixed) return i18n._(fixed);
  const photos = /^(\d+) photos$/.exec(text);
  if (photos) {
    const count = Number(photos[1]);
    return plural(count, { one: "# photo", other: "# photos" });
  }
  return text;
}

/** A QR code as the admin must see it: the image itself, large enough to scan from the screen. */
function QrImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  if (!src)
    return (
      <span className="text-slate-500">
        <Trans>No QR code</Trans>
      </span>
    );
  return (
    <a href={src} target="_blank" rel="noreferrer" className="inline-block">
      <img
        src={src}
        alt={alt}
        width={160}
        height={160}
        loading="lazy"
        className="size-40 rounded-md border border-slate-200 bg-white object-contain p-1"
      />
    </a>
  );
}

/**
 * A change of the UPI QR code decides where players' money goes, so the admin compares the two
 * images side by side (the row's Now and Proposed cells), not two words.
 */
function QrCodeRow({ change, venueName }: { change: VenueEditChange; venueName: string }) {
  const { t, i18n } = useLingui();
  return (
    <tr>
      <th scope="row" className="py-2 pr-3 align-top font-medium text-slate-700">
        {fieldOf(change, i18n)}
      </th>
      <td className="py-2 pr-3 align-top">
        <QrImage src={change.beforeImage} alt={t`Current UPI QR code of ${venueName}`} />
      </td>
      <td className="py-2 align-top">
        <QrImage src={change.afterImage} alt={t`Proposed UPI QR code of ${venueName}`} />
      </td>
    </tr>
  );
}

/** Each changed field of a pending edit: now (struck through) and as proposed. */
export function VenueEditChanges({ edit }: { edit: Pick<VenueEdit, "venueName" | "changes"> }) {
  const { i18n } = useLingui();
  const words = useWords();
  const venueName = edit.venueName;
  return (
    <table className="w-full min-w-[20rem] text-left text-sm">
      <caption className="sr-only">
        <Trans>Changes to {venueName}, now and proposed</Trans>
      </caption>
      <thead className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <tr>
          <th scope="col" className="py-1.5 pr-3">
            <Trans>Field</Trans>
          </th>
          <th scope="col" className="py-1.5 pr-3">
            <Trans>Now</Trans>
          </th>
          <th scope="col" className="py-1.5">
            <Trans>Proposed</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {edit.changes.map((change) =>
          change.field === "upiQrCodeUrl" ? (
            <QrCodeRow key={change.field} change={change} venueName={edit.venueName} />
          ) : (
            <tr key={change.field}>
              <th scope="row" className="py-2 pr-3 font-medium text-slate-700">
                {fieldOf(change, i18n)}
              </th>
              <td className="py-2 pr-3 break-words text-slate-500 line-through decoration-slate-300">
                {valueText(change.before, i18n, change.field, words)}
              </td>
              <td className="py-2 break-words font-medium text-slate-900">
                {valueText(change.after, i18n, change.field, words)}
              </td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}
