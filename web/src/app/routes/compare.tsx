import { useLingui } from "@lingui/react/macro";
import { CompareScreen } from "@/features/compare/components/compare-screen";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Compare venues`);
  return <CompareScreen />;
}
