import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Admin dashboard");
  return (
    <ComingSoon
      title="Admin dashboard"
      description="Venue approvals, users, bookings and reports will live here. This part of Crease is on its way."
    />
  );
}
