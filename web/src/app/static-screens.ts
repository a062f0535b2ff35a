/**
 * The policy and help pages (the footer's links), imported from here and not from router.tsx: the
 * list of chunks each lazy import preloads would otherwise sit in the entry, paid for by every
 * first paint; here it arrives with this small chunk, just before the page's own.
 */
export const cancellationPolicy = () => import("./routes/static/cancellation-policy");
export const safetyGuidelines = () => import("./routes/static/safety-guidelines");
export const ownerGuidelines = () => import("./routes/static/owner-guidelines");
export const payoutInformation = () => import("./routes/static/payout-information");
export const safetyRules = () => import("./routes/static/safety-rules");
export const contactUs = () => import("./routes/static/contact-us");
export const helpCenter = () => import("./routes/static/help-center");
export const termsOfService = () => import("./routes/static/terms-of-service");
export const privacyPolicy = () => import("./routes/static/privacy-policy");
export const trustAndSafety = () => import("./routes/static/trust-and-safety");
