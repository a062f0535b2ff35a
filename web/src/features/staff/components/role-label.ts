import type { StaffRole } from "@crease/core/staff";
import { useLingui } from "@lingui/react/macro";

/** "Desk" or "Manager", in the screen's language. */
export function useRoleLabel(): (role: StaffRole) => string {
  const { t } = useLingui();
  return (role) => (role === "manager" ? t`Manager` : t`Desk`);
}
