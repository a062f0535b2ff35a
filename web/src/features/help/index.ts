/** The help feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { FaqResults } from "./components/faq-results";
export { FaqSearchBox } from "./components/faq-search-box";
export { StillNeedHelp } from "./components/still-need-help";
export { useFaqSearch } from "./hooks/use-faq-search";
