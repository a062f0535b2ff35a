/** The marketing feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { HeroArt } from "./components/hero-art";
