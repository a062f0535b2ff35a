import type { ComponentProps } from "react";

type IconProps = ComponentProps<"svg">;

const common = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function InstagramIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" {...common} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" {...common} {...props}>
      <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V9H6.5v3.5H9V21h3.5v-8.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
    </svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" {...common} strokeWidth={1.4} {...props}>
      <path d="M4 4h4.2l11.8 16h-4.2z" />
      <path d="M19.5 4l-6.6 7.2M4.5 20l6.6-7.2" />
    </svg>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" {...common} {...props}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
    </svg>
  );
}
