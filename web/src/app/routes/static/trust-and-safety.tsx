import { DocumentPage } from "@/features/content/components/document-page";
import { TRUST_INTRO, TRUST_LEAD, TRUST_SECTIONS } from "@/features/content/components/documents/trust-and-safety";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Trust & Safety");
  return (
    <DocumentPage
      eyebrow="For players"
      title="Trust & Safety"
      intro={TRUST_INTRO}
      lead={TRUST_LEAD}
      sections={TRUST_SECTIONS}
      related={["safety-guidelines", "cancellation-policy", "privacy-policy"]}
    />
  );
}
