import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "react-router";
import { BookingConfirmed } from "@/features/bookings";
import { useDocumentTitle } from "@/lib/use-document-title";

/** `/bookings/<id>/confirmed`: where checkout leads once the booking is paid (issue 46). */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Booking confirmed`);
  const id = Number(useParams().id);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      {Number.isSafeInteger(id) && id > 0 ? <BookingConfirmed id={id} /> : <Trans>Not found</Trans>}
    </div>
  );
}
