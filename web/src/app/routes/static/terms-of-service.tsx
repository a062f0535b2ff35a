import { DocumentPage } from "@/features/content/components/document-page";
import {
  TERMS_INTRO,
  TERMS_LEAD,
  TERMS_SECTIONS,
  TERMS_UPDATED,
} from "@/features/content/components/documents/terms-of-service";
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
      lastUpdated={TERMS_UPDATED}
      related={["privacy-policy", "cancellation-policy", "trust-and-safety"]}
    />
  );
}
