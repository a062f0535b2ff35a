import type { Role } from "@crease/core/users";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** core's ROLE_LABELS in the language on screen ("Venue owner" / "वेन्यू मालिक"). */
export const ROLE_TEXT: Record<Role, MessageDescriptor> = {
  player: msg`Player`,
  owner: msg`Venue owner`,
  admin: msg`Administrator`,
};
