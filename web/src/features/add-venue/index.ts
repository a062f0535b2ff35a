/** The add-venue feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { AddVenueWizard } from "./components/add-venue-wizard";
export type { WizardParts } from "./components/wizard-parts";
