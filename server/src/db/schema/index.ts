export * from "./bookings";
export * from "./engagement";
export * from "./users";
export * from "./venues";
