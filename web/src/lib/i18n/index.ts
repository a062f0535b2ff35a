export {
  type CataloguePart,
  currentLanguage,
  i18n,
  loadCatalogue,
  loadEveryCatalogue,
  showLanguage,
  showLoadedLanguage,
  withCatalogue,
} from "./catalogues";
export { useWords, type Words } from "./labels";
export { chooseLanguage, startingLanguage, startLanguage } from "./language";
