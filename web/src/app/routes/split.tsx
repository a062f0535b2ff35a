import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "react-router";
import { SplitPage } from "@/features/splits";
import { useDocumentTitle } from "@/lib/use-document-title";

/** `/split/<token>`: a teammate's page to pay their share (docs/product/split-payments.md). */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Split the cost`);
  const { token = "" } = useParams();
  return token ? <SplitPage token={token} /> : <Trans>Not found</Trans>;
}
