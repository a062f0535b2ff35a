import type { VenueEdit, VenueEditChange } from "@crease/core/venue-edits";

/** A QR code as the admin must see it: the image itself, large enough to scan from the screen. */
function QrImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  if (!src) return <span className="text-slate-500">No QR code</span>;
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
  return (
    <tr>
      <th scope="row" className="py-2 pr-3 align-top font-medium text-slate-700">
        {change.label}
      </th>
      <td className="py-2 pr-3 align-top">
        <QrImage src={change.beforeImage} alt={`Current UPI QR code of ${venueName}`} />
      </td>
      <td className="py-2 align-top">
        <QrImage src={change.afterImage} alt={`Proposed UPI QR code of ${venueName}`} />
      </td>
    </tr>
  );
}

/** Each changed field of a pending edit: now (struck through) and as proposed. */
export function VenueEditChanges({ edit }: { edit: Pick<VenueEdit, "venueName" | "changes"> }) {
  return (
    <table className="w-full min-w-[20rem] text-left text-sm">
      <caption className="sr-only">Changes to {edit.venueName}, now and proposed</caption>
      <thead className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <tr>
          <th scope="col" className="py-1.5 pr-3">
            Field
          </th>
          <th scope="col" className="py-1.5 pr-3">
            Now
          </th>
          <th scope="col" className="py-1.5">
            Proposed
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
                {change.label}
              </th>
              <td className="py-2 pr-3 break-words text-slate-500 line-through decoration-slate-300">
                {change.before}
              </td>
              <td className="py-2 break-words font-medium text-slate-900">{change.after}</td>
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}
