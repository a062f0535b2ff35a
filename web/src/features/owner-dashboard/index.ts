/** The owner dashboard's public face: the owner's venues and the panel pieces analytics shares. */
export { useOwnerVenues, type VenueScope } from "./api/get-owner-venues";
export { EmptyState, LoadError } from "./components/panel-states";
export { AddVenueButton } from "./components/venues-panel";
