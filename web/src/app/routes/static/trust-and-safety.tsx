import { useLingui } from "@lingui/react/macro";
import { DocumentPage } from "@/features/content/components/document-page";
import { TRUST_INTRO, TRUST_LEAD, TRUST_SECTIONS } from "@/features/content/components/documents/trust-and-safety";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  const { t } = useLingui();
  const title = t`Trust & Safety`;
  useDocumentTitle(title);
  return (
    <DocumentPage
      eyebrow={t`For players`}
      title={title}
      intro={TRUST_INTRO}
      lead={TRUST_LEAD}
      sections={TRUST_SECTIONS}
      related={["safety-guidelines", "cancellation-policy", "privacy-policy"]}
    />
  );
}
