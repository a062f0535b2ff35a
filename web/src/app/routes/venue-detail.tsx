import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Venue details");
  return (
    <ComingSoon
      title="Venue details"
      description="Photos, prices, reviews and live slot availability for each venue are on their way."
    />
  );
}
