/** Offers (docs/product/offers.md): coupon management for admins and owners. */
export { CouponsPanel } from "./components/coupons-panel";
