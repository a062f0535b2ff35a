import { SUPPORT_REPLY_HOURS } from "@crease/core/support";
import { useLingui } from "@lingui/react/macro";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { ContactForm } from "@/features/contact/components/contact-form";
import { ContactInfo } from "@/features/contact/components/contact-info";
import { PageHeader } from "@/features/content/components/page-header";
import { RelatedPages } from "@/features/content/components/related-pages";
import { pageWidth } from "@/features/content/lib/page-width";
import { cn } from "@/lib/cn";
import { useDocumentTitle } from "@/lib/use-document-title";

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Contact us`);
  const { user } = useAuth();
  const replyHours = SUPPORT_REPLY_HOURS;

  return (
    <>
      <PageHeader
        eyebrow={t`Support`}
        title={t`Contact Us`}
        intro={t`Questions about a booking, a refund or listing your venue? Send us a message and our support team will get back to you within ${replyHours} hours.`}
        overlap
      />
      <div className={cn(pageWidth, "relative -mt-16 pb-16 sm:pb-20")}>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
          <div className="self-start rounded-2xl border border-slate-200/80 bg-white px-5 py-7 shadow-lift sm:px-8 sm:py-9">
            <ContactForm defaults={user ? { name: user.fullName, email: user.email ?? undefined } : undefined} />
          </div>
          <aside aria-label={t`Other ways to reach us`} className="lg:pt-16">
            <ContactInfo />
          </aside>
        </div>
      </div>
      <RelatedPages pages={["help-center", "cancellation-policy", "trust-and-safety"]} />
    </>
  );
}
