import { DocumentPage } from "@/features/content/components/document-page";
import { PAYOUT_INTRO, PAYOUT_LEAD, PAYOUT_SECTIONS } from "@/features/content/components/documents/payout-information";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Payout Information");
  return (
    <DocumentPage
      eyebrow="For owners"
      title="Payout Information"
      intro={PAYOUT_INTRO}
      lead={PAYOUT_LEAD}
      sections={PAYOUT_SECTIONS}
      related={["owner-guidelines", "cancellation-policy", "terms-of-service"]}
    />
  );
}
