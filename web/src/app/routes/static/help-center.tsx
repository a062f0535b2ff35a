import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Help Center");
  return (
    <ComingSoon
      title="Help Center"
      description="Answers to common questions about booking, payments and venues are on their way."
    />
  );
}
