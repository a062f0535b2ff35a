import { useLingui } from "@lingui/react/macro";
import { DocumentPage } from "@/features/content/components/document-page";
import {
  TERMS_INTRO,
  TERMS_LEAD,
  TERMS_SECTIONS,
  TERMS_UPDATED,
} from "@/features/content/components/documents/terms-of-service";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  const { t } = useLingui();
  const title = t`Terms of Service`;
  useDocumentTitle(title);
  return (
    <DocumentPage
      eyebrow={t`Legal`}
      title={title}
      intro={TERMS_INTRO}
      lead={TERMS_LEAD}
      sections={TERMS_SECTIONS}
      numbered
      lastUpdated={TERMS_UPDATED}
      related={["privacy-policy", "cancellation-policy", "trust-and-safety"]}
    />
  );
}
