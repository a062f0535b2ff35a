/** The reviews feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { ReviewsPanel } from "./components/reviews-panel";
