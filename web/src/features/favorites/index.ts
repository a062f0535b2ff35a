/** The favorites feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { FavoriteButton } from "./components/favorite-button";
export { FavoritesPanel } from "./components/favorites-panel";
