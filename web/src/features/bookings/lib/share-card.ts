/**
 * The 600 × 400 PNG card a player can download to share a booking (docs/product/screens.md): drawn on a
 * canvas by the app (nothing is fetched), with the venue, date, slot, status and the wordmark. Where
 * each word goes is decided in ./share-card-layout.ts, which measures it against its box.
 */
import {
  type CardBooking,
  type CardLine,
  layoutShareCard,
  SHARE_CARD_FONT,
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
} from "./share-card-layout";
import type { ShareWords } from "./share-text";

export { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH };

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
export function drawShareCard(booking: CardBooking, words?: ShareWords): HTMLCanvasElement | null {
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
  ctx.font = `800 28px ${SHARE_CARD_FONT}`;
  ctx.textBaseline = "middle";
  ctx.fillText("Crease", 82, 51);

  ctx.textBaseline = "alphabetic";
  const layout = layoutShareCard(
    booking,
    (text, font) => {
      ctx.font = font;
      return ctx.measureText(text).width;
    },
    words,
  );
  const write = (line: CardLine, colour: string) => {
    ctx.font = line.font;
    ctx.fillStyle = colour;
    ctx.fillText(line.text, line.x, line.y);
  };

  // Status pill, top right.
  const colours = STATUS_COLOURS[booking.status] ?? { fill: "#f1f5f9", text: "#334155" };
  const { pill } = layout.status;
  roundedRect(ctx, pill.x, pill.y, pill.width, pill.height, pill.height / 2);
  ctx.fillStyle = colours.fill;
  ctx.fill();
  write(layout.status.line, colours.text);

  // Venue kind and place, then its name.
  for (const line of layout.subtitle) write(line, "rgba(255,255,255,0.8)");
  for (const line of layout.name) write(line, "#ffffff");

  // Date and slot on a white panel.
  const { panel, divider } = layout;
  roundedRect(ctx, panel.x, panel.y, panel.width, panel.height, 18);
  ctx.fillStyle = "#ffffff";
  ctx.fill();
  ctx.fillStyle = "#e2e8f0";
  ctx.fillRect(divider.x, divider.y, divider.width, divider.height);
  write(layout.dateLabel, "#64748b");
  write(layout.timeLabel, "#64748b");
  for (const line of [...layout.date, ...layout.time]) write(line, "#0f172a");

  write(layout.footer, "rgba(255,255,255,0.85)");
  return canvas;
}

/** Saves the card as crease-booking-{id}.png. */
export function downloadShareCard(booking: CardBooking, words?: ShareWords): Promise<void> {
  const canvas = drawShareCard(booking, words);
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
