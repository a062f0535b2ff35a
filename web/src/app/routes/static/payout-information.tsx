import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Payout information");
  return (
    <ComingSoon
      title="Payout information"
      description="Details on how and when owners are paid are being written up and will be here soon."
    />
  );
}
