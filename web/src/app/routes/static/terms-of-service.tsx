import { DocumentPage } from "@/features/content/components/document-page";
import { TERMS_INTRO, TERMS_LEAD, TERMS_SECTIONS } from "@/features/content/components/documents/terms-of-service";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Terms of Service");
  return (
    <DocumentPage
      eyebrow="Legal"
      title="Terms of Service"
      intro={TERMS_INTRO}
      lead={TERMS_LEAD}
      sections={TERMS_SECTIONS}
      numbered
      lastUpdated
      related={["privacy-policy", "cancellation-policy", "trust-and-safety"]}
    />
  );
}
