import { CompareScreen } from "@/features/compare/components/compare-screen";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("Compare venues");
  return <CompareScreen />;
}
