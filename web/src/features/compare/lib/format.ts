/** "4.5" for a rated venue, null for "0.00" or anything unreadable (no ratings yet). */
export function ratingText(avgRating: string): string | null {
  const value = Number(avgRating);
  return Number.isFinite(value) && value > 0 ? value.toFixed(1) : null;
}

/** "06:00" → "6 AM", "18:30" → "6:30 PM", "24:00" → "12 AM". */
export function clockText(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const hour = h % 24;
  const suffix = hour < 12 ? "AM" : "PM";
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return m === 0 ? `${h12} ${suffix}` : `${h12}:${String(m).padStart(2, "0")} ${suffix}`;
}
