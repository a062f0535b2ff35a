import { useLingui } from "@lingui/react/macro";
import { DocumentPage } from "@/features/content/components/document-page";
import {
  SAFETY_RULES_INTRO,
  SAFETY_RULES_LEAD,
  SAFETY_RULES_SECTIONS,
} from "@/features/content/components/documents/safety-rules";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  const { t } = useLingui();
  const title = t`Safety Rules`;
  useDocumentTitle(title);
  return (
    <DocumentPage
      eyebrow={t`For owners`}
      title={title}
      intro={SAFETY_RULES_INTRO}
      lead={SAFETY_RULES_LEAD}
      sections={SAFETY_RULES_SECTIONS}
      related={["owner-guidelines", "safety-guidelines", "contact-us"]}
    />
  );
}
