/**
 * One reading width for every static page: the header band's text, the document with its table
 * of contents, and the related links all start at the same left edge.
 */
export const pageWidth = "mx-auto w-full max-w-5xl px-4 sm:px-6 lg:px-8";
