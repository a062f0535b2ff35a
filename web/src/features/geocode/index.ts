/** The geocode feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { AddressAutocomplete } from "./components/address-autocomplete";
