import type { ComponentProps } from "react";

// Every social and share icon of the app in one place: the footer's links (app/layouts/site-footer.tsx)
// and the booking's share dialog (features/bookings). Drawn as outlines in currentColor so they
// take the text colour of their button or link; hidden from screen readers (the link says where).

type IconProps = ComponentProps<"svg">;
const common = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export function WhatsAppIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" {...common} {...props}>
      <path d="M3.5 20.5l1.3-4.1A8.5 8.5 0 1 1 8 19.6z" />
      <path d="M9 8.6c0 3.2 2.9 6.2 6.3 6.4l1.1-1.3-1.9-1-.8.8a4.6 4.6 0 0 1-2.5-2.5l.8-.8-1-1.9z" />
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

/** X (formerly Twitter). */
export function XIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" {...common} strokeWidth={1.4} {...props}>
      <path d="M4 4h4.2l11.8 16h-4.2z" />
      <path d="M19.5 4l-6.6 7.2M4.5 20l6.6-7.2" />
    </svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" {...common} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
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

export function LinkedInIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" {...common} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V16M8 7.5v.01M11.5 16v-5.5M11.5 13a2.5 2.5 0 0 1 5 0v3" />
    </svg>
  );
}

export function TelegramIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" focusable="false" {...common} {...props}>
      <path d="M21 4.5L2.8 11.4l5.6 2 2 6.1 3.1-3.7 4.8 3.7z" />
      <path d="M8.4 13.4L18 7l-7.6 8" />
    </svg>
  );
}
