/**
 * What is still in English on a screen drawn in Hindi (issue 24): every text and attribute a
 * person reads or hears in the document, less the words that stay as written (what an owner or a
 * player wrote, references) and the words Indian apps keep in Latin letters. A text is English
 * when it keeps a Latin word of two letters or more that is not allowed.
 */
export function englishLeft(asWritten: readonly string[], allowed: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim()) found.push(node.textContent.trim());
  }
  for (const element of document.body.querySelectorAll("[aria-label],[title],[placeholder],[alt]")) {
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = element.getAttribute(name)?.trim();
      if (value) found.push(value);
    }
  }
  return found.filter((text) => {
    const rest = asWritten.reduce((left, own) => left.replaceAll(own, ""), text);
    return (rest.match(/[A-Za-z]{2,}/g) ?? []).some((word) => !allowed.has(word));
  });
}
