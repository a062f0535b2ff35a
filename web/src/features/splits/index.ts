/** The splits feature's public face: a split link's page (docs/product/split-payments.md). */
export { SplitPage } from "./components/split-page";
