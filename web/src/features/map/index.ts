/** The map feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { MapScreen } from "./components/map-screen";
