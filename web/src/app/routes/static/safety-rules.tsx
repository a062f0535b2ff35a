import { DocumentPage } from "@/features/content/components/document-page";
import {
  SAFETY_RULES_INTRO,
  SAFETY_RULES_LEAD,
  SAFETY_RULES_SECTIONS,
} from "@/features/content/components/documents/safety-rules";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Safety Rules");
  return (
    <DocumentPage
      eyebrow="For owners"
      title="Safety Rules"
      intro={SAFETY_RULES_INTRO}
      lead={SAFETY_RULES_LEAD}
      sections={SAFETY_RULES_SECTIONS}
      related={["owner-guidelines", "safety-guidelines", "contact-us"]}
    />
  );
}
