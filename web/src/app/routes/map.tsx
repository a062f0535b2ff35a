import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Venue map");
  return <ComingSoon title="Venue map" description="A map of every venue near you, with directions, is on its way." />;
}
