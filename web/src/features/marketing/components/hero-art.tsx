/** A top-down cricket ground in inline SVG: the home hero's picture (no image downloads). */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 520 520" className={className} aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-outfield" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#34d399" />
          <stop offset="0.7" stopColor="#10b981" />
          <stop offset="1" stopColor="#047857" />
        </radialGradient>
        <pattern id="hero-stripes" width="44" height="44" patternUnits="userSpaceOnUse" patternTransform="rotate(0)">
          <rect width="22" height="44" fill="#ffffff" fillOpacity="0.07" />
        </pattern>
        <linearGradient id="hero-pitch" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f5deb3" />
          <stop offset="1" stopColor="#e2c08d" />
        </linearGradient>
        <clipPath id="hero-clip">
          <circle cx="260" cy="260" r="236" />
        </clipPath>
      </defs>
      {/* boundary rope glow */}
      <circle cx="260" cy="260" r="252" fill="#ffffff" fillOpacity="0.08" />
      <circle cx="260" cy="260" r="244" fill="none" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="3" />
      <circle cx="260" cy="260" r="236" fill="url(#hero-outfield)" />
      <rect x="0" y="0" width="520" height="520" fill="url(#hero-stripes)" clipPath="url(#hero-clip)" />
      {/* 30-yard circle */}
      <ellipse
        cx="260"
        cy="260"
        rx="118"
        ry="150"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.7"
        strokeWidth="2"
        strokeDasharray="6 8"
      />
      {/* pitch */}
      <g transform="rotate(-8 260 260)">
        <rect x="236" y="168" width="48" height="184" rx="4" fill="url(#hero-pitch)" />
        <g stroke="#ffffff" strokeWidth="2">
          <line x1="230" y1="190" x2="290" y2="190" />
          <line x1="230" y1="330" x2="290" y2="330" />
          <line x1="236" y1="180" x2="236" y2="200" />
          <line x1="284" y1="180" x2="284" y2="200" />
          <line x1="236" y1="320" x2="236" y2="340" />
          <line x1="284" y1="320" x2="284" y2="340" />
        </g>
        <g fill="#7c2d12">
          <rect x="253" y="178" width="3" height="8" rx="1" />
          <rect x="258.5" y="178" width="3" height="8" rx="1" />
          <rect x="264" y="178" width="3" height="8" rx="1" />
          <rect x="253" y="334" width="3" height="8" rx="1" />
          <rect x="258.5" y="334" width="3" height="8" rx="1" />
          <rect x="264" y="334" width="3" height="8" rx="1" />
        </g>
      </g>
      {/* fielders */}
      <g fill="#ffffff">
        <circle cx="150" cy="170" r="6" />
        <circle cx="380" cy="150" r="6" />
        <circle cx="120" cy="320" r="6" />
        <circle cx="400" cy="350" r="6" />
        <circle cx="260" cy="450" r="6" />
        <circle cx="300" cy="80" r="6" />
        <circle cx="190" cy="400" r="6" />
      </g>
      {/* ball */}
      <g transform="translate(338 236)">
        <circle r="11" fill="#dc2626" stroke="#ffffff" strokeWidth="2" />
        <path d="M-7 -5 Q0 0 -7 5 M7 -5 Q0 0 7 5" stroke="#fecaca" strokeWidth="1.4" fill="none" />
      </g>
      {/* floodlights */}
      <g fill="#fde68a">
        <circle cx="70" cy="70" r="9" />
        <circle cx="450" cy="70" r="9" />
        <circle cx="70" cy="450" r="9" />
        <circle cx="450" cy="450" r="9" />
      </g>
      <g fill="#fde68a" fillOpacity="0.25">
        <circle cx="70" cy="70" r="22" />
        <circle cx="450" cy="70" r="22" />
        <circle cx="70" cy="450" r="22" />
        <circle cx="450" cy="450" r="22" />
      </g>
    </svg>
  );
}
