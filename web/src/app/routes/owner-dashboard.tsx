import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Owner dashboard");
  return (
    <ComingSoon
      title="Owner dashboard"
      description="Your venues, bookings and analytics will live here. This part of Crease is on its way."
    />
  );
}
