import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Contact us");
  return (
    <ComingSoon
      title="Contact us"
      description="Our contact form is on its way. Once it is here, we will answer every message within 24 hours."
    />
  );
}
