import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Trust & Safety");
  return (
    <ComingSoon
      title="Trust & Safety"
      description="How we keep players, owners and payments safe is being written up and will be here soon."
    />
  );
}
