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
export { chooseLanguage, startingLanguage, startLanguage } from "./language";
