import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Checkout");
  return <ComingSoon title="Checkout" description="Secure online checkout for your bookings is on its way." />;
}
