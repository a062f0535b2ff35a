import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * The coupon applied at checkout, kept in the checkout's address (`coupon=`), so a reload, or
 * coming back to the page from the venue's "Your hold: finish paying", still has it (issue 46).
 * Only the code: the price with it is asked of the server again (docs/product/offers.md).
 */
export function useCouponInAddress() {
  const [params, setParams] = useSearchParams();
  const code = params.get("coupon")?.trim().slice(0, 40) || null;
  const save = useCallback(
    (next: string | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set("coupon", next);
          else updated.delete("coupon");
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { code, save };
}
