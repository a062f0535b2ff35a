/** Where a signed-in player's "Become a Host" leads: their profile, with the upgrade dialog open. */
export const BECOME_HOST_PATH = "/dashboard?tab=profile&upgrade=1";

/** The query flag that opens the upgrade dialog on the profile tab. */
export const UPGRADE_PARAM = "upgrade";
