import { type Actor, can } from "@crease/core/permissions";
import { CityGrid } from "./city-grid";
import { HowItWorks } from "./how-it-works";
import { OwnerSection } from "./owner-section";
import { VenueTypes } from "./venue-types";
import { WhyChooseUs } from "./why-choose-us";

/**
 * The home page's sections below the venue lists, in their order. One module so the home
 * page can load them after its first paint (they are far below the fold).
 */
export default function MarketingSections({ actor }: { actor: Actor }) {
  // An admin lists no ground of their own: the owner section offers them no button (issue 46).
  // Decided here, not on home: the permissions table stays out of the first paint's script.
  const canList = actor?.role === "admin" ? null : can(actor, "venue.list");
  return (
    <>
      <WhyChooseUs />
      <VenueTypes />
      <CityGrid />
      <HowItWorks />
      <OwnerSection canList={canList} />
    </>
  );
}
