/** The compare feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { CompareScreen } from "./components/compare-screen";
export { CompareToggle } from "./components/compare-toggle";
