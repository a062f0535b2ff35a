/**
 * The 600 × 400 PNG card a player can download to share a booking (docs/product/screens.md): drawn on a
 * canvas by the app (nothing is fetched), with the venue, date, slot, status and the wordmark.
 */
import type { Booking } from "@crease/core/bookings";
import { slotLabel } from "@crease/core/slots";
import { venueTypeLabel } from "@crease/core/venues";
import { shareDate } from "./share-text";

export const SHARE_CARD_WIDTH = 600;
export const SHARE_CARD_HEIGHT = 400;

type CardBooking = Pick<Booking, "id" | "venueName" | "date" | "slot" | "status"> & {
  venue: Pick<Booking["venue"], "venueType" | "city" | "state">;
};

const FONT = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

const STATUS_COLOURS: Record<string, { fill: string; text: string }> = {
  confirmed: { fill: "#d1fadf", text: "#05603a" },
  completed: { fill: "#dbeafe", text: "#1d4ed8" },
};

function roundedRect(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

/** Shortens text with an ellipsis until it fits `maxWidth` in the current font. */
function fit(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Breaks a venue name over at most two lines. */
function twoLines(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  if (ctx.measureText(text).width <= maxWidth) return [text];
  const words = text.split(" ");
  let first = "";
  let i = 0;
  for (; i < words.length; i++) {
    const next = first ? `${first} ${words[i]}` : (words[i] as string);
    if (ctx.measureText(next).width > maxWidth && first) break;
    first = next;
  }
  const rest = words.slice(i).join(" ");
  return rest ? [fit(ctx, first, maxWidth), fit(ctx, rest, maxWidth)] : [fit(ctx, first, maxWidth)];
}

/** The stumps mark of the wordmark, drawn at (x, y) with side `size`. */
function drawMark(ctx: CanvasRenderingContext2D, x: number, y: number, size: number) {
  const s = size / 32;
  ctx.fillStyle = "rgba(255,255,255,0.18)";
  roundedRect(ctx, x, y, size, size, 9 * s);
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  for (const left of [9.5, 14.7, 19.9]) {
    roundedRect(ctx, x + left * s, y + 9 * s, 2.6 * s, 15 * s, 1.2 * s);
    ctx.fill();
  }
  roundedRect(ctx, x + 8.5 * s, y + 6.6 * s, 15 * s, 2 * s, 1 * s);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x + 24 * s, y + 23.5 * s, 3.2 * s, 0, Math.PI * 2);
  ctx.fillStyle = "#22c55e";
  ctx.fill();
  ctx.lineWidth = 1.4 * s;
  ctx.strokeStyle = "#ffffff";
  ctx.stroke();
}

/** Draws the card; returns null when the browser cannot draw on a canvas. */
export function drawShareCard(booking: CardBooking): HTMLCanvasElement | null {
  const canvas = document.createElement("canvas");
  canvas.width = SHARE_CARD_WIDTH;
  canvas.height = SHARE_CARD_HEIGHT;
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  const W = SHARE_CARD_WIDTH;
  const H = SHARE_CARD_HEIGHT;

  // Brand gradient, purple to blue, with a soft light in the corner.
  const background = ctx.createLinearGradient(0, 0, W, H);
  background.addColorStop(0, "#6d28d9");
  background.addColorStop(1, "#2563eb");
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, W, H);
  const glow = ctx.createRadialGradient(W * 0.9, 0, 0, W * 0.9, 0, 320);
  glow.addColorStop(0, "rgba(255,255,255,0.28)");
  glow.addColorStop(1, "rgba(255,255,255,0)");
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, W, H);

  // A pitch strip along the bottom.
  ctx.fillStyle = "#12b76a";
  ctx.fillRect(0, H - 10, W, 10);

  // Wordmark.
  drawMark(ctx, 36, 32, 36);
  ctx.fillStyle = "#ffffff";
  ctx.font = `800 28px ${FONT}`;
  ctx.textBaseline = "middle";
  ctx.fillText("Crease", 82, 51);

  // Status pill, top right.
  const status = booking.status.charAt(0).toUpperCase() + booking.status.slice(1);
  const colours = STATUS_COLOURS[booking.status] ?? { fill: "#f1f5f9", text: "#334155" };
  ctx.font = `700 15px ${FONT}`;
  const pillWidth = ctx.measureText(status).width + 32;
  roundedRect(ctx, W - 36 - pillWidth, 35, pillWidth, 32, 16);
  ctx.fillStyle = colours.fill;
  ctx.fill();
  ctx.fillStyle = colours.text;
  ctx.fillText(status, W - 36 - pillWidth + 16, 51);

  // Venue.
  ctx.textBaseline = "alphabetic";
  ctx.fillStyle = "rgba(255,255,255,0.8)";
  ctx.font = `600 16px ${FONT}`;
  const place = [booking.venue.city, booking.venue.state].filter(Boolean).join(", ");
  ctx.fillText(fit(ctx, [venueTypeLabel(booking.venue.venueType), place].filter(Boolean).join(" · "), W - 72), 36, 132);
  ctx.fillStyle = "#ffffff";
  ctx.font = `800 34px ${FONT}`;
  const lines = twoLines(ctx, booking.venueName, W - 72);
  lines.forEach((line, index) => {
    ctx.fillText(line, 36, 174 + index * 42);
  });

  // Date and slot on a white panel.
  const panelY = lines.length > 1 ? 248 : 220;
  roundedRect(ctx, 36, panelY, W - 72, 96, 18);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
  const column = (W - 72) / 2;
  const drawField = (label: string, value: string, x: number) => {
    ctx.fillStyle = "#64748b";
    ctx.font = `700 12px ${FONT}`;
    ctx.fillText(label.toUpperCase(), x, panelY + 36);
    ctx.fillStyle = "#0f172a";
    ctx.font = `700 19px ${FONT}`;
    ctx.fillText(fit(ctx, value, column - 40), x, panelY + 66);
  };
  drawField("Date", shareDate(booking.date), 60);
  drawField("Time slot", slotLabel(booking.slot), 36 + column + 12);
  ctx.fillStyle = "#e2e8f0";
  ctx.fillRect(36 + column - 8, panelY + 20, 1, 56);

  ctx.fillStyle = "rgba(255,255,255,0.85)";
  ctx.font = `500 13px ${FONT}`;
  ctx.fillText(`Booking #${booking.id} · Book cricket venues on Crease`, 36, H - 28);
  return canvas;
}

/** Saves the card as crease-booking-{id}.png. */
export function downloadShareCard(booking: CardBooking): Promise<void> {
  const canvas = drawShareCard(booking);
  if (!canvas) return Promise.reject(new Error("Canvas is not available"));
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) {
        reject(new Error("The image could not be made"));
        return;
      }
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `crease-booking-${booking.id}.png`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      resolve();
    }, "image/png");
  });
}
