import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";

const sizes = {
  sm: { text: "text-lg", mark: "size-6", gap: "gap-1.5" },
  md: { text: "text-2xl", mark: "size-8", gap: "gap-2" },
  lg: { text: "text-3xl", mark: "size-10", gap: "gap-2.5" },
  xl: { text: "text-5xl", mark: "size-14", gap: "gap-3" },
} as const;

export type WordmarkSize = keyof typeof sizes;

interface WordmarkProps {
  size?: WordmarkSize;
  /** Purple-to-blue gradient (on light backgrounds) or white (on the brand gradient). */
  look?: "gradient" | "white";
  /** Links to the home page unless false (then it is plain text). */
  link?: boolean;
  className?: string;
}

/** Three stumps and the bails: the little mark beside the name. */
function StumpsMark({ className, look }: { className: string; look: "gradient" | "white" }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#2563eb" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={look === "white" ? "rgb(255 255 255 / 0.16)" : `url(#${gradientId})`} />
      <g fill="#fff">
        <rect x="9.5" y="9" width="2.6" height="15" rx="1.2" />
        <rect x="14.7" y="9" width="2.6" height="15" rx="1.2" />
        <rect x="19.9" y="9" width="2.6" height="15" rx="1.2" />
        <rect x="8.5" y="6.6" width="15" height="2" rx="1" />
      </g>
      <circle cx="24" cy="23.5" r="3.2" fill="#22c55e" stroke="#fff" strokeWidth="1.4" />
    </svg>
  );
}

/** The Crease wordmark in four sizes and two looks; links to / or is plain text. */
export function Wordmark({ size = "md", look = "gradient", link = true, className }: WordmarkProps) {
  const { t } = useLingui();
  const s = sizes[size];
  const content = (
    <>
      <StumpsMark className={cn(s.mark, "shrink-0")} look={look} />
      <span
        className={cn(
          s.text,
          "leading-none font-extrabold tracking-tight",
          look === "gradient" ? "text-brand-gradient" : "text-white",
        )}
      >
        Crease
      </span>
    </>
  );
  const classes = cn("inline-flex items-center", s.gap, className);
  if (!link) return <span className={classes}>{content}</span>;
  return (
    <Link to="/" className={cn(classes, "rounded-lg")} aria-label={t`Crease home`}>
      {content}
    </Link>
  );
}
