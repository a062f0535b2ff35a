/** Joins class names, skipping falsy ones. (No merging: components avoid conflicting utilities instead.) */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
