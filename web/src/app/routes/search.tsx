import { slotLabel } from "@crease/core/slots";
import { venueTypeLabel } from "@crease/core/venues";
import { useSearchParams } from "react-router";
import { ComingSoon } from "@/components/coming-soon";
import { Badge } from "@/components/ui/badge";
import { formatCalendarDate } from "@/lib/format";
import { useDocumentTitle } from "@/lib/use-document-title";

/** The filters this search was opened with (read from the address), so the page says what it got. */
function useSearchSummary(): string[] {
  const [params] = useSearchParams();
  const parts: string[] = [];
  const location = params.get("location");
  const venueType = params.get("venueType");
  const date = params.get("date");
  const timeSlot = params.get("timeSlot");
  const hourlyTime = params.get("hourlyTime");
  if (location) parts.push(location);
  if (venueType) parts.push(venueTypeLabel(venueType));
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) parts.push(formatCalendarDate(date));
  if (timeSlot) parts.push(slotLabel(timeSlot));
  if (hourlyTime) parts.push(`From ${hourlyTime}`);
  return parts;
}

export function Component() {
  useDocumentTitle("Search venues");
  const summary = useSearchSummary();
  return (
    <ComingSoon
      title="Search venues"
      description={
        <>
          Search results with prices and live availability are on their way.
          {summary.length > 0 ? (
            <span className="mt-4 flex flex-wrap justify-center gap-2">
              <span className="sr-only">Your filters:</span>
              {summary.map((part) => (
                <Badge key={part} tone="slate">
                  {part}
                </Badge>
              ))}
            </span>
          ) : null}
        </>
      }
    />
  );
}
