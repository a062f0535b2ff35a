/** The admin-dashboard feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { useSummary } from "./api/get-summary";
export { AdminBookingsPanel } from "./components/admin-bookings-panel";
export { AdminSummary } from "./components/admin-summary";
export { OverviewPanel } from "./components/overview-panel";
export { PeriodSelect } from "./components/period-select";
export { RefreshButton } from "./components/refresh-button";
export {
  ADMIN_TAB_LABELS,
  type AdminTab,
  adminTabFrom,
  DEFAULT_ADMIN_TAB,
  DEFAULT_PERIOD_DAYS,
  type PeriodDays,
  periodDaysFrom,
  periodRange,
} from "./lib/tabs";
