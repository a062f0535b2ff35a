import { DocumentPage } from "@/features/content/components/document-page";
import {
  SAFETY_GUIDELINES_INTRO,
  SAFETY_GUIDELINES_LEAD,
  SAFETY_GUIDELINES_SECTIONS,
} from "@/features/content/components/documents/safety-guidelines";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Safety Guidelines");
  return (
    <DocumentPage
      eyebrow="For players"
      title="Safety Guidelines"
      intro={SAFETY_GUIDELINES_INTRO}
      lead={SAFETY_GUIDELINES_LEAD}
      sections={SAFETY_GUIDELINES_SECTIONS}
      related={["trust-and-safety", "safety-rules", "help-center"]}
    />
  );
}
