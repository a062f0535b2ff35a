import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Compare venues");
  return (
    <ComingSoon title="Compare venues" description="Side-by-side comparison of up to three venues is on its way." />
  );
}
