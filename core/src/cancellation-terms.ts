/**
 * The refund policy's two numbers: a player gets everything back more than 24 h ahead, 75%
 * inside. A module of their own so a screen that only quotes them (the wizard's prefilled
 * policy, in the web's first paint through its platform texts) does not carry the whole
 * lifecycle table; booking-lifecycle.ts, which applies them, re-exports them.
 */
export const FREE_CANCELLATION_HOURS = 24;
export const LATE_CANCELLATION_FEE_PERCENT = 25;
