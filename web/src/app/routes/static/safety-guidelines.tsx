import { useLingui } from "@lingui/react/macro";
import { DocumentPage } from "@/features/content/components/document-page";
import {
  SAFETY_GUIDELINES_INTRO,
  SAFETY_GUIDELINES_LEAD,
  SAFETY_GUIDELINES_SECTIONS,
} from "@/features/content/components/documents/safety-guidelines";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  const { t } = useLingui();
  const title = t`Safety Guidelines`;
  useDocumentTitle(title);
  return (
    <DocumentPage
      eyebrow={t`For players`}
      title={title}
      intro={SAFETY_GUIDELINES_INTRO}
      lead={SAFETY_GUIDELINES_LEAD}
      sections={SAFETY_GUIDELINES_SECTIONS}
      related={["trust-and-safety", "safety-rules", "help-center"]}
    />
  );
}
