/** Opening and closing times on the half hour (the server's rule); "24:00" only closes. */
function label(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  if (h === 24) return "12:00 AM (midnight)";
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}

function halfHours(from: number, to: number): { value: string; label: string }[] {
  const options: { value: string; label: string }[] = [];
  for (let minutes = from; minutes <= to; minutes += 30) {
    const value = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    options.push({ value, label: label(value) });
  }
  return options;
}

export const OPENING_TIMES = halfHours(0, 23 * 60 + 30);
export const CLOSING_TIMES = halfHours(30, 24 * 60);
