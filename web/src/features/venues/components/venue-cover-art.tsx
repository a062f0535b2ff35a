import { useId } from "react";

/**
 * The default picture of a venue without photos (docs/product/screens.md#public: "a default picture per
 * type"). Drawn inline at the 3:2 shape of a card cover, so nothing is downloaded. Gradient ids
 * come from useId: a grid draws many of these on one page.
 */
export function VenueCoverArt({ type, className }: { type: string; className?: string }) {
  const id = useId().replace(/:/g, "");
  if (type === "nets") return <NetsArt id={id} className={className} />;
  if (type === "box") return <BoxArt id={id} className={className} />;
  if (type === "ground") return <GroundArt id={id} className={className} />;
  return <UnknownArt id={id} className={className} />;
}

interface ArtProps {
  id: string;
  className?: string;
}

function GroundArt({ id, className }: ArtProps) {
  return (
    <svg
      viewBox="0 0 300 200"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#bae6fd" />
          <stop offset="1" stopColor="#e0f2fe" />
        </linearGradient>
        <radialGradient id={`${id}-field`} cx="0.5" cy="0.5" r="0.6">
          <stop offset="0" stopColor="#22c55e" />
          <stop offset="1" stopColor="#15803d" />
        </radialGradient>
      </defs>
      <rect width="300" height="200" fill={`url(#${id}-sky)`} />
      <path d="M0 70 Q40 52 80 64 T160 60 T240 62 T300 56 V90 H0 Z" fill="#86efac" opacity="0.7" />
      <ellipse cx="150" cy="138" rx="170" ry="78" fill={`url(#${id}-field)`} />
      <g fill="#fff" opacity="0.08">
        <path d="M-20 120 H320 V134 H-20 Z" />
        <path d="M-20 148 H320 V162 H-20 Z" />
        <path d="M-20 176 H320 V190 H-20 Z" />
      </g>
      <ellipse
        cx="150"
        cy="138"
        rx="82"
        ry="38"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.7"
        strokeDasharray="5 6"
        strokeWidth="1.5"
      />
      <path d="M138 106 H162 L168 170 H132 Z" fill="#e7cf9f" />
      <path d="M136 114 H164 M131 162 H169" stroke="#fff" strokeWidth="1.5" />
      <g fill="#78350f">
        <rect x="145" y="101" width="2" height="12" rx="1" />
        <rect x="149" y="101" width="2" height="12" rx="1" />
        <rect x="153" y="101" width="2" height="12" rx="1" />
        <rect x="143" y="156" width="2.6" height="15" rx="1" />
        <rect x="148.7" y="156" width="2.6" height="15" rx="1" />
        <rect x="154.4" y="156" width="2.6" height="15" rx="1" />
      </g>
      <circle cx="204" cy="126" r="3.5" fill="#dc2626" />
    </svg>
  );
}

function NetsArt({ id, className }: ArtProps) {
  return (
    <svg
      viewBox="0 0 300 200"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#c7d2fe" />
          <stop offset="1" stopColor="#eef2ff" />
        </linearGradient>
        <linearGradient id={`${id}-turf`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#16a34a" />
          <stop offset="1" stopColor="#15803d" />
        </linearGradient>
      </defs>
      <rect width="300" height="200" fill={`url(#${id}-bg)`} />
      <path d="M0 200 L110 92 H190 L300 200 Z" fill={`url(#${id}-turf)`} />
      <path d="M128 92 H172 L196 200 H104 Z" fill="#e7cf9f" />
      <path d="M124 108 H176 M112 170 H188" stroke="#fff" strokeWidth="1.5" />
      <g stroke="#4f46e5" strokeOpacity="0.55" strokeWidth="1.2" fill="none">
        <path d="M0 200 L110 92 V40 L0 6" />
        <path d="M300 200 L190 92 V40 L300 6" />
        <path d="M0 6 L110 40 H190 L300 6" />
        <path d="M0 60 L110 62 M0 110 L110 80 M0 160 L110 92" />
        <path d="M300 60 L190 62 M300 110 L190 80 M300 160 L190 92" />
        <path d="M36 165 V17 M72 129 V28" />
        <path d="M264 165 V17 M228 129 V28" />
        <path d="M130 40 V92 M150 40 V92 M170 40 V92" />
      </g>
      <g fill="#78350f">
        <rect x="144" y="80" width="2" height="12" rx="1" />
        <rect x="149" y="80" width="2" height="12" rx="1" />
        <rect x="154" y="80" width="2" height="12" rx="1" />
      </g>
      <circle cx="162" cy="136" r="4" fill="#dc2626" />
      <path d="M162 136 q10 -24 -8 -46" stroke="#dc2626" strokeOpacity="0.35" strokeDasharray="2 4" fill="none" />
    </svg>
  );
}

function BoxArt({ id, className }: ArtProps) {
  return (
    <svg
      viewBox="0 0 300 200"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#312e81" />
          <stop offset="1" stopColor="#4c1d95" />
        </linearGradient>
        <radialGradient id={`${id}-light`} cx="0.5" cy="0" r="0.9">
          <stop offset="0" stopColor="#fde68a" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fde68a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="300" height="200" fill={`url(#${id}-bg)`} />
      <rect width="300" height="200" fill={`url(#${id}-light)`} />
      <path d="M30 196 L70 96 H230 L270 196 Z" fill="#16a34a" />
      <path d="M30 196 L70 96 H230 L270 196" fill="none" stroke="#fbbf24" strokeWidth="3" />
      <g stroke="#fff" strokeOpacity="0.25" strokeWidth="1">
        <path d="M56 130 H244 M44 162 H256" />
        <path d="M110 96 L96 196 M190 96 L204 196" />
      </g>
      <path d="M140 100 H160 L166 190 H134 Z" fill="#e7cf9f" />
      <g stroke="#c7d2fe" strokeOpacity="0.35" strokeWidth="1">
        <path d="M70 96 V40 M230 96 V40 M70 40 H230" />
        <path d="M100 96 V40 M130 96 V40 M170 96 V40 M200 96 V40" />
        <path d="M70 60 H230 M70 78 H230" />
      </g>
      <g fill="#fef3c7">
        <rect x="44" y="14" width="26" height="8" rx="2" />
        <rect x="230" y="14" width="26" height="8" rx="2" />
      </g>
      <g fill="#78350f">
        <rect x="145" y="90" width="2" height="11" rx="1" />
        <rect x="149" y="90" width="2" height="11" rx="1" />
        <rect x="153" y="90" width="2" height="11" rx="1" />
      </g>
      <circle cx="186" cy="150" r="4" fill="#dc2626" />
    </svg>
  );
}

function UnknownArt({ id, className }: ArtProps) {
  return (
    <svg
      viewBox="0 0 300 200"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ede9fe" />
          <stop offset="1" stopColor="#dbeafe" />
        </linearGradient>
      </defs>
      <rect width="300" height="200" fill={`url(#${id}-bg)`} />
      <g transform="rotate(-30 150 100)">
        <rect x="142" y="40" width="16" height="96" rx="5" fill="#c4b5fd" />
        <rect x="145" y="128" width="10" height="36" rx="3" fill="#7c3aed" />
      </g>
      <circle cx="196" cy="132" r="10" fill="#dc2626" />
      <path d="M189 126 q7 6 14 0 M189 138 q7 -6 14 0" stroke="#fff" strokeOpacity="0.7" fill="none" />
    </svg>
  );
}
