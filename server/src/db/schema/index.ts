export * from "./bookings";
export * from "./courts";
export * from "./engagement";
export * from "./jobs";
export * from "./payouts";
export * from "./pricing";
export * from "./users";
export * from "./venues";
