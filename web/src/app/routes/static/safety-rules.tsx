import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Safety rules for venues");
  return (
    <ComingSoon
      title="Safety rules for venues"
      description="Safety rules for venue owners are being written up and will be here soon."
    />
  );
}
