/** The front desk (issue 25): a venue's calendar of every court, walk-ins, money taken at the venue. */
export { FrontDesk } from "./components/front-desk";
