import { useLingui } from "@lingui/react/macro";
import { DocumentPage } from "@/features/content/components/document-page";
import {
  CANCELLATION_INTRO,
  CANCELLATION_LEAD,
  CANCELLATION_SECTIONS,
} from "@/features/content/components/documents/cancellation-policy";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  const { t } = useLingui();
  const title = t`Cancellation Policy`;
  useDocumentTitle(title);
  return (
    <DocumentPage
      eyebrow={t`For players`}
      title={title}
      intro={CANCELLATION_INTRO}
      lead={CANCELLATION_LEAD}
      sections={CANCELLATION_SECTIONS}
      related={["help-center", "terms-of-service", "trust-and-safety"]}
    />
  );
}
