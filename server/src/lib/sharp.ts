import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) loads on the first picture it is asked for: about 20 MB of memory a server
 * that takes no upload and seeds nothing never holds.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
