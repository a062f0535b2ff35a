import { I18nProvider } from "@lingui/react";
import type { ComponentType, ReactNode } from "react";
import { i18n } from "@/lib/i18n";

/**
 * Every component test draws inside the app's I18nProvider, in English unless the test shows
 * another language (`await showLanguage("hi")`), as the app does (app/app.tsx).
 */
export function withI18n(Wrapper?: ComponentType<{ children: ReactNode }>) {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Wrapper ? <Wrapper>{children}</Wrapper> : children}</I18nProvider>;
  };
}
