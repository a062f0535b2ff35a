import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@crease/core/language";
import { useLingui } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { updateProfile } from "@/features/profile/api/update-profile";
import { cn } from "@/lib/cn";
import { chooseLanguage, currentLanguage } from "@/lib/i18n";

/**
 * English / हिन्दी, in the header and the footer (issue 24). Each is a link to this page with
 * `?lang=` (it works before the script has loaded, and the server remembers it in the cookie);
 * with the script, the page changes language in place, the cookie keeps the choice and a
 * signed-in user's account does too. Each name is written in its own language, marked with
 * `lang`, so a screen reader says it right; the current one is `aria-current`.
 */
export function LanguageSwitcher({ className, look = "light" }: { className?: string; look?: "light" | "dark" }) {
  const { t, i18n } = useLingui();
  const { user, setUser } = useAuth();
  const location = useLocation();
  const shown = i18n.locale as Language;

  const choose = async (language: Language) => {
    await chooseLanguage(language);
    // The account keeps it too; the page has already changed, whatever the answer.
    if (user && user.language !== language) {
      updateProfile({ language })
        .then(setUser)
        .catch(() => undefined);
    }
  };

  const hrefOf = (language: Language) => {
    const params = new URLSearchParams(location.search);
    params.set("lang", language);
    return `${location.pathname}?${params}`;
  };

  return (
    <nav aria-label={t`Language`} className={cn("flex items-center gap-1 text-sm", className)}>
      {LANGUAGES.map((language) => {
        const current = language === shown;
        return (
          <a
            key={language}
            href={hrefOf(language)}
            lang={language}
            hrefLang={language}
            aria-current={current ? "true" : undefined}
            onClick={(event) => {
              event.preventDefault();
              if (language !== currentLanguage() || !current) void choose(language);
            }}
            className={cn(
              "rounded-md px-2 py-1 font-medium transition-colors",
              look === "dark"
                ? current
                  ? "bg-white/10 text-white"
                  : "text-slate-400 hover:text-white"
                : current
                  ? "bg-brand-50 text-brand-800"
                  : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
            )}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        );
      })}
    </nav>
  );
}
