import { useEffect, useState } from "react";

/** How far below the top of the window a section counts as "being read" (the sticky top bar is 64 px). */
const READING_LINE_PX = 120;

/**
 * The id of the section being read: the last one whose top has scrolled above the reading line.
 * At the very bottom of the page the last section wins, even if it is too short to reach the line.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  // The same sections arrive as a new array on every render: follow their ids, not the array.
  const key = ids.join(" ");

  useEffect(() => {
    const sectionIds = key.split(" ");
    let frame = 0;
    const update = () => {
      frame = 0;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
      let current = sectionIds[0];
      for (const id of sectionIds) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= READING_LINE_PX) current = id;
      }
      setActive(atBottom && window.scrollY > 0 ? sectionIds[sectionIds.length - 1] : current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key]);

  return active;
}
