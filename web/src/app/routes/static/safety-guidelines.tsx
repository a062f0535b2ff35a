import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Safety guidelines");
  return (
    <ComingSoon
      title="Safety guidelines"
      description="Safety guidelines for players are being written up and will be here soon."
    />
  );
}
