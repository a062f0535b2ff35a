import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Cancellation policy");
  return (
    <ComingSoon
      title="Cancellation policy"
      description="Our full cancellation and refund policy is being written up and will be here soon."
    />
  );
}
