import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Terms of Service");
  return (
    <ComingSoon
      title="Terms of Service"
      description="Our terms of service are being finalised and will be published here soon."
    />
  );
}
