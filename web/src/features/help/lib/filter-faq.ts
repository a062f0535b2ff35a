import type { FaqCategory } from "./faq";

/** The query as the search uses it: trimmed, runs of spaces collapsed, lower case. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * The Help Center search (docs/product/screens.md): keeps the entries whose question or answer contains the
 * query, ignoring case, and drops the categories left with none. An empty query keeps everything.
 */
export function filterFaq(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const needle = normaliseQuery(query);
  if (!needle) return [...categories];
  const matches = (text: string) => text.replace(/\s+/g, " ").toLowerCase().includes(needle);
  return categories
    .map((category) => ({
      ...category,
      entries: category.entries.filter((entry) => matches(entry.question) || entry.answer.some(matches)),
    }))
    .filter((category) => category.entries.length > 0);
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits text around every case-insensitive occurrence of the query, to mark what matched. */
export function highlightParts(text: string, query: string): TextPart[] {
  const needle = normaliseQuery(query);
  if (!needle) return [{ text, match: false }];
  const haystack = text.toLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/**
 * A short extract around the first match in an answer, so a result shows why it matched while
 * its answer is folded away: "…a 25% fee applies and 75% is refunded…". Null without a match.
 */
export function matchSnippet(paragraphs: readonly string[], query: string, radius = 70): string | null {
  const needle = normaliseQuery(query);
  if (!needle) return null;
  for (const paragraph of paragraphs) {
    const at = paragraph.toLowerCase().indexOf(needle);
    if (at === -1) continue;
    let start = Math.max(0, at - radius);
    let end = Math.min(paragraph.length, at + needle.length + radius);
    // Whole words only: move the cut to the next space inward.
    if (start > 0) start = paragraph.indexOf(" ", start) + 1 || start;
    if (end < paragraph.length) end = paragraph.lastIndexOf(" ", end) > at ? paragraph.lastIndexOf(" ", end) : end;
    return `${start > 0 ? "…" : ""}${paragraph.slice(start, end).trim()}${end < paragraph.length ? "…" : ""}`;
  }
  return null;
}
