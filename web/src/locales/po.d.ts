// A catalogue imported by the app is compiled by @lingui/vite-plugin as it is bundled.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
