import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { useWords } from "@/lib/i18n";

/**
 * What a visitor is told on tapping a booked or held slot (issue 46): that it is taken, and that
 * signing in lets them join its waitlist. Nothing is asked of the server: joining is the signed-in
 * player's own choice, made on coming back.
 */
export function TakenSlotNotice({
  slot,
  status,
  loginHref,
}: {
  slot: string;
  status: "booked" | "held";
  loginHref: string;
}) {
  const words = useWords();
  const name = words.slot(slot);
  return (
    <Alert tone="info" className="mt-3">
      <p data-testid="taken-slot-notice">
        {status === "booked" ? (
          <Trans>{name} is booked.</Trans>
        ) : (
          <Trans>{name} is on hold: someone is paying for it.</Trans>
        )}{" "}
        <Trans>Sign in to join its waitlist: if it frees up, it is held for you for 10 minutes.</Trans>
      </p>
      <Link
        to={loginHref}
        className="mt-2 inline-block font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        <Trans>Sign in to join the waitlist</Trans>
      </Link>
    </Alert>
  );
}
