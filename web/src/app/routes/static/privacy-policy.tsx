import { useLingui } from "@lingui/react/macro";
import { DocumentPage } from "@/features/content/components/document-page";
import {
  PRIVACY_INTRO,
  PRIVACY_LEAD,
  PRIVACY_SECTIONS,
  PRIVACY_UPDATED,
} from "@/features/content/components/documents/privacy-policy";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  const { t } = useLingui();
  const title = t`Privacy Policy`;
  useDocumentTitle(title);
  return (
    <DocumentPage
      eyebrow={t`Legal`}
      title={title}
      intro={PRIVACY_INTRO}
      lead={PRIVACY_LEAD}
      sections={PRIVACY_SECTIONS}
      numbered
      lastUpdated={PRIVACY_UPDATED}
      related={["terms-of-service", "trust-and-safety", "contact-us"]}
    />
  );
}
