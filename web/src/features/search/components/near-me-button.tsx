import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { LocateFixed } from "lucide-react";
import { Button } from "@/components/ui/button";
import { GEOLOCATION_ERRORS, type Position } from "../hooks/use-current-position";

/** Why the browser gave no position, in the screen's language. */
export function positionRefusal(message: string): string {
  if (message === GEOLOCATION_ERRORS.denied) {
    return t`Location access was refused. Allow it for this site in your browser's settings, or search by city, area or pincode.`;
  }
  if (message === GEOLOCATION_ERRORS.unsupported) {
    return t`This browser cannot tell where you are. Search by city, area or pincode instead.`;
  }
  if (message === GEOLOCATION_ERRORS.timeout) return t`Finding your location took too long. Please try again.`;
  return t`Your location could not be found. Please try again, or search by city, area or pincode.`;
}

/**
 * "Near me" (docs/product/search.md): asks the browser where the player is, then shows the
 * venues around them; a refusal is told in words, and the search stays as it was.
 */
export function NearMeButton({
  locate,
  locating,
  onLocated,
  onRefused,
}: {
  locate: () => Promise<Position>;
  locating: boolean;
  onLocated: (position: Position) => void;
  onRefused: (message: string) => void;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={locating}
      onClick={() =>
        locate()
          .then(onLocated)
          .catch((error: Error) => onRefused(positionRefusal(error.message)))
      }
    >
      <LocateFixed aria-hidden="true" />
      <Trans>Near me</Trans>
    </Button>
  );
}
