import { useLingui } from "@lingui/react/macro";
import { DocumentPage } from "@/features/content/components/document-page";
import { PAYOUT_INTRO, PAYOUT_LEAD, PAYOUT_SECTIONS } from "@/features/content/components/documents/payout-information";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  const { t } = useLingui();
  const title = t`Payout Information`;
  useDocumentTitle(title);
  return (
    <DocumentPage
      eyebrow={t`For owners`}
      title={title}
      intro={PAYOUT_INTRO}
      lead={PAYOUT_LEAD}
      sections={PAYOUT_SECTIONS}
      related={["owner-guidelines", "cancellation-policy", "terms-of-service"]}
    />
  );
}
