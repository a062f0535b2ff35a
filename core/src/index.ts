export * from "./bookings";
export * from "./errors";
export * from "./money";
export * from "./slots";
export * from "./users";
export * from "./venues";
export * from "./ws-events";
