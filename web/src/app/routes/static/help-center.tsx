import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/features/content/components/page-header";
import { RelatedPages } from "@/features/content/components/related-pages";
import { pageWidth } from "@/features/content/lib/page-width";
import { FaqResults } from "@/features/help/components/faq-results";
import { FaqSearchBox } from "@/features/help/components/faq-search-box";
import { StillNeedHelp } from "@/features/help/components/still-need-help";
import { useFaqSearch } from "@/features/help/hooks/use-faq-search";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  const { t } = useLingui();
  const title = t`Help Center`;
  useDocumentTitle(title);
  const [query, setQuery] = useFaqSearch();

  return (
    <>
      <PageHeader
        eyebrow={t`Support`}
        title={title}
        intro={t`Answers to common questions about booking venues, payments and refunds, listing your venue and staying safe.`}
      >
        <FaqSearchBox value={query} onChange={setQuery} />
      </PageHeader>
      <div className={cn(pageWidth, "space-y-12 py-10 sm:py-14")}>
        <FaqResults query={query} onClear={() => setQuery("")} />
        <StillNeedHelp />
      </div>
      <RelatedPages pages={["cancellation-policy", "safety-guidelines", "owner-guidelines"]} />
    </>
  );
}
