/** The content feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { DocumentPage } from "./components/document-page";
export {
  CANCELLATION_INTRO,
  CANCELLATION_LEAD,
  CANCELLATION_SECTIONS,
} from "./components/documents/cancellation-policy";
export {
  OWNER_GUIDELINES_INTRO,
  OWNER_GUIDELINES_LEAD,
  OWNER_GUIDELINES_SECTIONS,
} from "./components/documents/owner-guidelines";
export { PAYOUT_INTRO, PAYOUT_LEAD, PAYOUT_SECTIONS } from "./components/documents/payout-information";
export { PRIVACY_INTRO, PRIVACY_LEAD, PRIVACY_SECTIONS } from "./components/documents/privacy-policy";
export {
  SAFETY_GUIDELINES_INTRO,
  SAFETY_GUIDELINES_LEAD,
  SAFETY_GUIDELINES_SECTIONS,
} from "./components/documents/safety-guidelines";
export { SAFETY_RULES_INTRO, SAFETY_RULES_LEAD, SAFETY_RULES_SECTIONS } from "./components/documents/safety-rules";
export { TERMS_INTRO, TERMS_LEAD, TERMS_SECTIONS } from "./components/documents/terms-of-service";
export { TRUST_INTRO, TRUST_LEAD, TRUST_SECTIONS } from "./components/documents/trust-and-safety";
export { PageHeader } from "./components/page-header";
export { RelatedPages } from "./components/related-pages";
export { pageWidth } from "./lib/page-width";
