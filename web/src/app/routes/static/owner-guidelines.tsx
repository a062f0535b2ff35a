import { useLingui } from "@lingui/react/macro";
import { DocumentPage } from "@/features/content/components/document-page";
import {
  OWNER_GUIDELINES_INTRO,
  OWNER_GUIDELINES_LEAD,
  OWNER_GUIDELINES_SECTIONS,
} from "@/features/content/components/documents/owner-guidelines";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  const { t } = useLingui();
  const title = t`Owner Guidelines`;
  useDocumentTitle(title);
  return (
    <DocumentPage
      eyebrow={t`For owners`}
      title={title}
      intro={OWNER_GUIDELINES_INTRO}
      lead={OWNER_GUIDELINES_LEAD}
      sections={OWNER_GUIDELINES_SECTIONS}
      related={["payout-information", "safety-rules", "terms-of-service"]}
    />
  );
}
