import { CityGrid } from "./city-grid";
import { HowItWorks } from "./how-it-works";
import { OwnerSection } from "./owner-section";
import { VenueTypes } from "./venue-types";
import { WhyChooseUs } from "./why-choose-us";

/**
 * The home page's sections below the venue lists, in their order. One module so the home
 * page can load them after its first paint (they are far below the fold).
 */
export default function MarketingSections({ canList }: { canList: boolean | null }) {
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
