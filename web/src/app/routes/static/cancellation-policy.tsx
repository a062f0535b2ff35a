import { DocumentPage } from "@/features/content/components/document-page";
import {
  CANCELLATION_INTRO,
  CANCELLATION_LEAD,
  CANCELLATION_SECTIONS,
} from "@/features/content/components/documents/cancellation-policy";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Cancellation Policy");
  return (
    <DocumentPage
      eyebrow="For players"
      title="Cancellation Policy"
      intro={CANCELLATION_INTRO}
      lead={CANCELLATION_LEAD}
      sections={CANCELLATION_SECTIONS}
      related={["help-center", "terms-of-service", "trust-and-safety"]}
    />
  );
}
