import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Privacy Policy");
  return (
    <ComingSoon
      title="Privacy Policy"
      description="Our privacy policy is being finalised and will be published here soon."
    />
  );
}
