/** Opening and closing times on the half hour (the server's rule), "24:00" only as a closing time. */

function label(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  if (h === 24) return "12:00 AM (midnight)";
  const suffix = h < 12 ? "AM" : "PM";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, "0")} ${suffix}`;
}

function halfHours(fromMinutes: number, toMinutes: number): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  for (let minutes = fromMinutes; minutes <= toMinutes; minutes += 30) {
    const value = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    options.push({ value, label: label(value) });
  }
  return options;
}

export const OPENING_TIME_OPTIONS = halfHours(0, 23 * 60 + 30);
export const CLOSING_TIME_OPTIONS = halfHours(30, 24 * 60);

/** "6:00 AM" for "06:00". */
export function timeLabel(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? label(time) : time;
}
