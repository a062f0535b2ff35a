import { ComingSoon } from "@/components/coming-soon";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  useDocumentTitle("List your ground");
  return (
    <ComingSoon
      title="List your ground"
      description="The listing form for grounds, nets and box cricket is on its way. You will be able to add photos, prices and your own booking rules."
    />
  );
}
