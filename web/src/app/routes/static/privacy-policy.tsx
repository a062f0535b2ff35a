import { DocumentPage } from "@/features/content/components/document-page";
import {
  PRIVACY_INTRO,
  PRIVACY_LEAD,
  PRIVACY_SECTIONS,
  PRIVACY_UPDATED,
} from "@/features/content/components/documents/privacy-policy";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Privacy Policy");
  return (
    <DocumentPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro={PRIVACY_INTRO}
      lead={PRIVACY_LEAD}
      sections={PRIVACY_SECTIONS}
      numbered
      lastUpdated={PRIVACY_UPDATED}
      related={["terms-of-service", "trust-and-safety", "contact-us"]}
    />
  );
}
