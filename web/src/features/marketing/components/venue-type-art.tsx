import type { VenueType } from "@crease/core/venues";

/** Small inline illustrations of the three venue types. */
export function VenueTypeArt({ type, className }: { type: VenueType; className?: string }) {
  if (type === "ground") {
    return (
      <svg viewBox="0 0 200 120" className={className} aria-hidden="true" focusable="false">
        <ellipse cx="100" cy="60" rx="92" ry="52" fill="#10b981" />
        <ellipse cx="100" cy="60" rx="92" ry="52" fill="none" stroke="#fff" strokeOpacity="0.6" strokeWidth="2" />
        <ellipse
          cx="100"
          cy="60"
          rx="48"
          ry="30"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.7"
          strokeDasharray="4 5"
          strokeWidth="1.5"
        />
        <rect x="92" y="36" width="16" height="48" rx="2" fill="#f5deb3" />
        <line x1="89" y1="42" x2="111" y2="42" stroke="#fff" strokeWidth="1.5" />
        <line x1="89" y1="78" x2="111" y2="78" stroke="#fff" strokeWidth="1.5" />
      </svg>
    );
  }
  if (type === "nets") {
    return (
      <svg viewBox="0 0 200 120" className={className} aria-hidden="true" focusable="false">
        <rect x="10" y="96" width="180" height="14" rx="3" fill="#10b981" />
        <rect x="40" y="98" width="120" height="10" rx="2" fill="#f5deb3" />
        <path d="M28 100 V44 Q100 0 172 44 V100" fill="#e0e7ff" fillOpacity="0.55" stroke="#6366f1" strokeWidth="2.5" />
        <g stroke="#818cf8" strokeWidth="1" strokeOpacity="0.9">
          <path d="M52 100 V30" />
          <path d="M76 100 V20" />
          <path d="M100 100 V17" />
          <path d="M124 100 V20" />
          <path d="M148 100 V30" />
          <path d="M28 60 H172" />
          <path d="M28 80 H172" />
          <path d="M40 40 Q100 8 160 40" fill="none" />
        </g>
        <g fill="#7c2d12">
          <rect x="44" y="82" width="3" height="16" rx="1" />
          <rect x="49" y="82" width="3" height="16" rx="1" />
          <rect x="54" y="82" width="3" height="16" rx="1" />
        </g>
        <circle cx="128" cy="74" r="5" fill="#dc2626" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 200 120" className={className} aria-hidden="true" focusable="false">
      <rect x="20" y="24" width="160" height="86" rx="8" fill="#1e1b4b" />
      <rect x="28" y="32" width="144" height="70" rx="5" fill="#10b981" />
      <rect x="92" y="44" width="16" height="46" rx="2" fill="#f5deb3" />
      <g stroke="#fff" strokeOpacity="0.35" strokeWidth="1">
        <path d="M28 50 H172" />
        <path d="M28 68 H172" />
        <path d="M28 86 H172" />
        <path d="M60 32 V102" />
        <path d="M140 32 V102" />
      </g>
      <g fill="#fde68a">
        <rect x="24" y="6" width="4" height="20" />
        <rect x="172" y="6" width="4" height="20" />
        <rect x="16" y="2" width="20" height="7" rx="2" />
        <rect x="164" y="2" width="20" height="7" rx="2" />
      </g>
      <circle cx="130" cy="58" r="5" fill="#dc2626" />
    </svg>
  );
}
