import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Owner guidelines");
  return (
    <ComingSoon
      title="Owner guidelines"
      description="Guidelines for venue owners are being written up and will be here soon."
    />
  );
}
