/**
 * Venue pictures drawn by the project itself as SVG (no downloads, no stock photos):
 * a floodlit oval for grounds, net lanes for practice nets, a walled turf for box cricket.
 * Each variant changes the time of day and the colours so venue cards do not all look alike.
 * Pure string building; rendering to WebP happens in images.ts.
 */
import type { PitchType } from "@crease/core";
import { Random } from "./random";

export const ART_WIDTH = 1200;
export const ART_HEIGHT = 800;

export type Mood = "dawn" | "day" | "golden" | "sunset" | "dusk" | "night";

interface MoodStyle {
  sky: [string, string, string];
  /** Sun or moon: position, radius, colour. */
  orb: { x: number; y: number; r: number; color: string; glow: string };
  stars: boolean;
  lightsOn: boolean;
  /** Far scenery (hills, trees, skyline) colour. */
  far: string;
  /** 0 = full daylight, 1 = deep night: darkens grass and walls. */
  dark: number;
}

const MOODS: Record<Mood, MoodStyle> = {
  dawn: {
    sky: ["#7fb2e5", "#f9d3b0", "#ffe9c7"],
    orb: { x: 180, y: 300, r: 42, color: "#ffd27a", glow: "#ffcf8a" },
    stars: false,
    lightsOn: false,
    far: "#6c8a7a",
    dark: 0.1,
  },
  day: {
    sky: ["#2f7fd9", "#7fbef5", "#d6ecff"],
    orb: { x: 980, y: 110, r: 38, color: "#fff6d5", glow: "#fff3b0" },
    stars: false,
    lightsOn: false,
    far: "#4f7f5a",
    dark: 0,
  },
  golden: {
    sky: ["#4f79bf", "#f3c08f", "#ffe0b0"],
    orb: { x: 1010, y: 250, r: 46, color: "#ffc46b", glow: "#ffb35c" },
    stars: false,
    lightsOn: false,
    far: "#6b6f4f",
    dark: 0.05,
  },
  sunset: {
    sky: ["#2a1b5c", "#d4456d", "#ffa552"],
    orb: { x: 880, y: 330, r: 56, color: "#ffcf6e", glow: "#ff8a4c" },
    stars: false,
    lightsOn: true,
    far: "#3d2a4f",
    dark: 0.3,
  },
  dusk: {
    sky: ["#10173f", "#463a8c", "#ee8a5e"],
    orb: { x: 240, y: 150, r: 26, color: "#f4f1de", glow: "#b9b4ff" },
    stars: true,
    lightsOn: true,
    far: "#1f1d3d",
    dark: 0.5,
  },
  night: {
    sky: ["#020716", "#0a1838", "#1c2c5a"],
    orb: { x: 1020, y: 120, r: 30, color: "#f5f3e6", glow: "#9fb4ff" },
    stars: true,
    lightsOn: true,
    far: "#0b1330",
    dark: 0.7,
  },
};

// ---- small helpers --------------------------------------------------------------------

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mix two #rrggbb colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

/** Darken for the time of day (night turns colours blue-black). */
function shade(color: string, dark: number): string {
  return mix(color, "#0a1030", dark * 0.75);
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const pts = (points: Array<[number, number]>) => points.map(([x, y]) => `${f(x)},${f(y)}`).join(" ");

function svgDoc(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}"><defs>${defs}</defs>${body}</svg>`;
}

function skyDefs(mood: MoodStyle): string {
  const [top, mid, bottom] = mood.sky;
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="orbGlow"><stop offset="0" stop-color="${mood.orb.glow}" stop-opacity="0.85"/><stop offset="1" stop-color="${mood.orb.glow}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="lamp"><stop offset="0" stop-color="#fffbe8" stop-opacity="1"/><stop offset="0.25" stop-color="#fff3b8" stop-opacity="0.65"/><stop offset="1" stop-color="#fff3b8" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff8d0" stop-opacity="0.32"/><stop offset="1" stop-color="#fff8d0" stop-opacity="0"/></linearGradient>`
  );
}

function skyBody(mood: MoodStyle, rng: Random, horizon: number): string {
  let out = `<rect width="${ART_WIDTH}" height="${horizon + 40}" fill="url(#sky)"/>`;
  if (mood.stars) {
    for (let i = 0; i < 70; i++) {
      const x = rng.int(0, ART_WIDTH);
      const y = rng.int(0, Math.round(horizon * 0.75));
      out += `<circle cx="${x}" cy="${y}" r="${f(0.6 + rng.next() * 1.3)}" fill="#ffffff" opacity="${f(0.35 + rng.next() * 0.6)}"/>`;
    }
  }
  const { x, y, r, color } = mood.orb;
  out += `<circle cx="${x}" cy="${y}" r="${r * 4}" fill="url(#orbGlow)"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;
  // A few soft clouds in daylight.
  if (!mood.stars) {
    for (let i = 0; i < 4; i++) {
      const cx = rng.int(60, 1140);
      const cy = rng.int(60, Math.round(horizon * 0.55));
      const w = rng.int(70, 150);
      const opacity = f(0.35 + rng.next() * 0.3);
      out += `<g fill="#ffffff" opacity="${opacity}"><ellipse cx="${cx}" cy="${cy}" rx="${w}" ry="${f(w * 0.22)}"/><ellipse cx="${cx - w * 0.35}" cy="${cy - 10}" rx="${f(w * 0.45)}" ry="${f(w * 0.2)}"/><ellipse cx="${cx + w * 0.3}" cy="${cy - 14}" rx="${f(w * 0.4)}" ry="${f(w * 0.24)}"/></g>`;
    }
  }
  return out;
}

type Backdrop = "trees" | "hills" | "skyline";

function backdrop(kind: Backdrop, mood: MoodStyle, rng: Random, baseY: number): string {
  const color = mood.far;
  if (kind === "hills") {
    const back = mix(color, mood.sky[2], 0.45);
    return `<path d="M0 ${baseY} L0 ${baseY - 70} Q 200 ${baseY - 150} 380 ${baseY - 80} T 760 ${baseY - 95} T 1200 ${baseY - 120} L1200 ${baseY} Z" fill="${back}"/><path d="M0 ${baseY} L0 ${baseY - 40} Q 260 ${baseY - 100} 520 ${baseY - 45} T 1200 ${baseY - 60} L1200 ${baseY} Z" fill="${color}"/>`;
  }
  if (kind === "trees") {
    let out = `<rect x="0" y="${baseY - 30}" width="${ART_WIDTH}" height="40" fill="${color}"/>`;
    for (let x = -20; x < ART_WIDTH + 40; x += rng.int(34, 58)) {
      const r = rng.int(26, 48);
      out += `<circle cx="${x}" cy="${baseY - 26 - r * 0.4}" r="${r}" fill="${mix(color, "#000000", rng.next() * 0.18)}"/>`;
    }
    return out;
  }
  // A city skyline: blocks with a few lit windows after dark.
  let out = "";
  for (let x = -10; x < ART_WIDTH; ) {
    const w = rng.int(40, 95);
    const h = rng.int(50, 170);
    out += `<rect x="${x}" y="${baseY - h}" width="${w}" height="${h + 10}" fill="${mix(color, mood.sky[2], rng.next() * 0.25)}"/>`;
    if (mood.lightsOn) {
      for (let wy = baseY - h + 10; wy < baseY - 8; wy += 16) {
        for (let wx = x + 6; wx < x + w - 8; wx += 14) {
          if (rng.chance(0.3)) out += `<rect x="${wx}" y="${wy}" width="6" height="8" fill="#ffd98a" opacity="0.85"/>`;
        }
      }
    }
    x += w + rng.int(0, 12);
  }
  return out;
}

/** A floodlight tower: pole, lamp head, and (when lit) a glow and a beam onto the field. */
function floodlight(x: number, baseY: number, height: number, lean: number, mood: MoodStyle, beamTo?: number): string {
  const topY = baseY - height;
  const headW = height * 0.22;
  const headH = height * 0.12;
  const poleColor = shade("#8a8f99", mood.dark * 0.8);
  let out = `<polygon points="${pts([
    [x - height * 0.018, baseY],
    [x + height * 0.018, baseY],
    [x + height * 0.008, topY],
    [x - height * 0.008, topY],
  ])}" fill="${poleColor}"/>`;
  out += `<g transform="rotate(${lean} ${f(x)} ${f(topY)})"><rect x="${f(x - headW / 2)}" y="${f(topY - headH)}" width="${f(headW)}" height="${f(headH)}" rx="3" fill="${shade("#3b4250", mood.dark * 0.5)}"/>`;
  const cols = 5;
  const rows = 3;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = x - headW / 2 + (headW / cols) * (c + 0.5);
      const cy = topY - headH + (headH / rows) * (r + 0.5);
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(Math.min(headW / cols, headH / rows) * 0.36)}" fill="${mood.lightsOn ? "#fffbe6" : "#c9ced6"}"/>`;
    }
  }
  out += "</g>";
  if (mood.lightsOn) {
    out += `<circle cx="${f(x)}" cy="${f(topY - headH / 2)}" r="${f(headW * 1.6)}" fill="url(#lamp)"/>`;
    if (beamTo !== undefined) {
      out += `<polygon points="${pts([
        [x - headW / 2, topY - headH / 2],
        [x + headW / 2, topY - headH / 2],
        [beamTo + 260, 700],
        [beamTo - 260, 700],
      ])}" fill="url(#beam)"/>`;
    }
  }
  return out;
}

/** A small cricketer: scaled by depth, white kit for day cricket, team colours at night. */
function player(x: number, y: number, scale: number, kit: string): string {
  const h = 26 * scale;
  return `<g><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(h * 0.28)}" ry="${f(h * 0.08)}" fill="#000000" opacity="0.18"/><rect x="${f(x - h * 0.13)}" y="${f(y - h * 0.62)}" width="${f(h * 0.26)}" height="${f(h * 0.62)}" rx="${f(h * 0.08)}" fill="${kit}"/><circle cx="${f(x)}" cy="${f(y - h * 0.75)}" r="${f(h * 0.14)}" fill="#8d5a3b"/></g>`;
}

function stumps(x: number, y: number, scale: number, color = "#f5e6c8"): string {
  const h = 14 * scale;
  const gap = 3 * scale;
  let out = "";
  for (let i = -1; i <= 1; i++) {
    out += `<rect x="${f(x + i * gap - scale * 0.7)}" y="${f(y - h)}" width="${f(scale * 1.4)}" height="${f(h)}" fill="${color}"/>`;
  }
  return out;
}

// ---- grounds --------------------------------------------------------------------------

export interface GroundArt {
  mood: Mood;
  backdrop: Backdrop;
  grass: string;
  stand: string | null;
  towers: number;
  kit: string;
  rope: string;
  seed: number;
}

export function groundSvg(art: GroundArt): string {
  const mood = MOODS[art.mood];
  const rng = new Random(art.seed);
  const horizon = 380;
  const grassA = shade(art.grass, mood.dark * 0.55);
  const grassB = shade(mix(art.grass, "#ffffff", 0.12), mood.dark * 0.55);
  const defs =
    skyDefs(mood) +
    `<clipPath id="field"><ellipse cx="600" cy="590" rx="760" ry="260"/></clipPath>` +
    `<linearGradient id="pitch" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade("#d9c08a", mood.dark * 0.4)}"/><stop offset="1" stop-color="${shade("#c9a86a", mood.dark * 0.4)}"/></linearGradient>` +
    `<radialGradient id="pool" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#fffbe0" stop-opacity="${mood.lightsOn ? 0.28 : 0}"/><stop offset="1" stop-color="#fffbe0" stop-opacity="0"/></radialGradient>`;

  let body = skyBody(mood, rng, horizon);
  body += backdrop(art.backdrop, mood, rng, horizon);

  // Stands wrapping the far side of the oval, tier by tier.
  if (art.stand) {
    const tiers = 5;
    for (let t = tiers; t >= 1; t--) {
      const color = shade(mix(art.stand, t % 2 === 0 ? "#ffffff" : "#000000", 0.12), mood.dark * 0.6);
      body += `<ellipse cx="600" cy="${590 - t * 4}" rx="${790 + t * 14}" ry="${270 + t * 22}" fill="${color}"/>`;
    }
    // A roof edge over the stands.
    body += `<ellipse cx="600" cy="574" rx="880" ry="${392}" fill="none" stroke="${shade("#dfe3ea", mood.dark * 0.6)}" stroke-width="6"/>`;
  } else {
    body += `<rect x="0" y="${horizon}" width="${ART_WIDTH}" height="${ART_HEIGHT - horizon}" fill="${shade(mix(art.grass, "#3b5d2a", 0.4), mood.dark * 0.6)}"/>`;
  }

  // Floodlight towers behind the boundary.
  const towerXs = art.towers === 4 ? [70, 330, 870, 1130] : art.towers === 2 ? [120, 1080] : [];
  towerXs.forEach((x, i) => {
    const near = i === 0 || i === towerXs.length - 1;
    body += floodlight(x, near ? 470 : 400, near ? 400 : 290, x < 600 ? 8 : -8, mood, 600 + (x - 600) * 0.4);
  });

  // The field with mowing stripes fanning from a vanishing point.
  body += `<g clip-path="url(#field)"><rect x="0" y="300" width="${ART_WIDTH}" height="500" fill="${grassA}"/>`;
  for (let i = -12; i <= 12; i += 2) {
    body += `<polygon points="${pts([
      [600 + i * 34, 330],
      [600 + (i + 1) * 34, 330],
      [600 + (i + 1) * 170, 900],
      [600 + i * 170, 900],
    ])}" fill="${grassB}"/>`;
  }
  body += `<ellipse cx="600" cy="590" rx="760" ry="260" fill="url(#pool)"/></g>`;

  // Boundary rope and the 30-yard circle.
  body += `<ellipse cx="600" cy="592" rx="700" ry="232" fill="none" stroke="${art.rope}" stroke-width="7"/><ellipse cx="600" cy="592" rx="700" ry="232" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.8"/>`;
  body += `<ellipse cx="600" cy="580" rx="330" ry="112" fill="none" stroke="#ffffff" stroke-width="2.5" stroke-dasharray="10 12" opacity="0.7"/>`;

  // The pitch strip with creases and stumps at both ends.
  body += `<polygon points="${pts([
    [578, 500],
    [622, 500],
    [642, 660],
    [558, 660],
  ])}" fill="url(#pitch)"/>`;
  body += `<line x1="572" y1="512" x2="628" y2="512" stroke="#ffffff" stroke-width="2"/><line x1="560" y1="645" x2="640" y2="645" stroke="#ffffff" stroke-width="3"/>`;
  body += stumps(600, 506, 0.8) + stumps(600, 652, 1.2);

  // Fielders, batters, umpire.
  const spots: Array<[number, number]> = [
    [600, 505],
    [600, 660],
    [640, 640],
    [600, 700],
    [420, 560],
    [790, 560],
    [300, 640],
    [930, 660],
    [480, 480],
    [720, 470],
    [230, 560],
    [1000, 580],
    [560, 760],
  ];
  for (const [x, y] of spots) {
    const jx = x + rng.int(-14, 14);
    const jy = y + rng.int(-8, 8);
    body += player(jx, jy, 0.6 + ((jy - 450) / 330) * 0.9, art.kit);
  }
  return svgDoc(defs, body);
}

// ---- practice nets --------------------------------------------------------------------

export const PITCH_COLOURS: Record<PitchType, string> = {
  artificial: "#2e9a58",
  matting: "#7c8a3c",
  concrete: "#a9a79e",
  clay: "#c27646",
};

export interface NetsArt {
  mood: Mood;
  pitch: PitchType;
  backdrop: Backdrop;
  surround: string;
  lanes: 3 | 4;
  seed: number;
}

export function netsSvg(art: NetsArt): string {
  const mood = MOODS[art.mood];
  const rng = new Random(art.seed);
  const horizon = 360;
  const vp = { x: 600, y: 330 };
  const nearY = 820;
  const farY = 430;
  const k = (farY - vp.y) / (nearY - vp.y);
  const farX = (x: number) => vp.x + (x - vp.x) * k;
  const netH = 620;
  const mesh = mood.lightsOn ? "#f4f1e6" : "#ffffff";
  const defs =
    skyDefs(mood) +
    `<pattern id="mesh" width="16" height="16" patternUnits="userSpaceOnUse"><path d="M0 0 L16 16 M16 0 L0 16" stroke="${mesh}" stroke-width="1.1" opacity="0.5"/></pattern>` +
    `<linearGradient id="mat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(mix(PITCH_COLOURS[art.pitch], "#ffffff", 0.1), mood.dark * 0.45)}"/><stop offset="1" stop-color="${shade(PITCH_COLOURS[art.pitch], mood.dark * 0.45)}"/></linearGradient>`;

  let body = skyBody(mood, rng, horizon);
  body += backdrop(art.backdrop, mood, rng, horizon + 10);
  body += `<rect x="0" y="${horizon}" width="${ART_WIDTH}" height="${ART_HEIGHT - horizon}" fill="${shade(art.surround, mood.dark * 0.55)}"/>`;

  // Light poles at the back corners.
  body += floodlight(90, 470, 330, 8, mood, 420) + floodlight(1110, 470, 330, -8, mood, 780);

  const width = art.lanes === 3 ? 420 : 330;
  const edges: number[] = [];
  for (let j = 0; j <= art.lanes; j++) edges.push(vp.x + (j - art.lanes / 2) * width);

  // Lane floors: run-up turf with the pitch mat down the middle.
  for (let j = 0; j < art.lanes; j++) {
    const l = edges[j] as number;
    const r = edges[j + 1] as number;
    const c = (l + r) / 2;
    body += `<polygon points="${pts([
      [l, nearY],
      [r, nearY],
      [farX(r), farY],
      [farX(l), farY],
    ])}" fill="${shade(j % 2 === 0 ? "#3f8f46" : "#459a4c", mood.dark * 0.5)}"/>`;
    const half = width * 0.2;
    body += `<polygon points="${pts([
      [c - half, nearY],
      [c + half, nearY],
      [farX(c + half), farY],
      [farX(c - half), farY],
    ])}" fill="url(#mat)"/>`;
    // Popping crease near the far stumps, and a bowling crease closer to us.
    const creaseY = farY + 18;
    const tk = (creaseY - vp.y) / (nearY - vp.y);
    const cx = (x: number) => vp.x + (x - vp.x) * tk;
    body += `<line x1="${f(cx(c - half * 1.3))}" y1="${creaseY}" x2="${f(cx(c + half * 1.3))}" y2="${creaseY}" stroke="#ffffff" stroke-width="2"/>`;
    body += stumps(farX(c), farY + 6, 1.3);
    const y2 = 640;
    const t2 = (y2 - vp.y) / (nearY - vp.y);
    body += `<line x1="${f(vp.x + (c - half * 1.4 - vp.x) * t2)}" y1="${y2}" x2="${f(vp.x + (c + half * 1.4 - vp.x) * t2)}" y2="${y2}" stroke="#ffffff" stroke-width="3" opacity="0.9"/>`;
    if (rng.chance(0.6)) body += player(farX(c) + rng.int(-8, 8), farY + 14, 1.4, "#f4f4f4");
  }

  // The back net, the lane dividers, the roof net.
  const l0 = edges[0] as number;
  const lN = edges[art.lanes] as number;
  const farTop = farY - netH * k;
  body += `<rect x="${f(farX(l0))}" y="${f(farTop)}" width="${f(farX(lN) - farX(l0))}" height="${f(farY - farTop)}" fill="url(#mesh)"/>`;
  for (const x of edges) {
    body += `<polygon points="${pts([
      [x, nearY],
      [x, nearY - netH],
      [farX(x), farTop],
      [farX(x), farY],
    ])}" fill="url(#mesh)"/>`;
    // Poles along the divider, closer together as they recede.
    for (const t of [0.0, 0.35, 0.62, 1]) {
      const y = farY + (nearY - farY) * t;
      const s = (y - vp.y) / (nearY - vp.y);
      const px = vp.x + (x - vp.x) * s;
      body += `<line x1="${f(px)}" y1="${f(y)}" x2="${f(px)}" y2="${f(vp.y - (netH - (nearY - vp.y)) * s - 0)}" stroke="${shade("#2b2f36", mood.dark * 0.3)}" stroke-width="${f(2 + 5 * s)}"/>`;
    }
    body += `<line x1="${f(x)}" y1="${nearY - netH}" x2="${f(farX(x))}" y2="${f(farTop)}" stroke="${shade("#2b2f36", mood.dark * 0.3)}" stroke-width="3"/>`;
  }
  body += `<polygon points="${pts([
    [l0, nearY - netH],
    [lN, nearY - netH],
    [farX(lN), farTop],
    [farX(l0), farTop],
  ])}" fill="url(#mesh)" opacity="0.6"/>`;
  return svgDoc(defs, body);
}

// ---- box cricket ----------------------------------------------------------------------

export interface BoxArt {
  mood: Mood;
  indoor: boolean;
  accent: string;
  turf: string;
  seed: number;
}

export function boxSvg(art: BoxArt): string {
  const mood = MOODS[art.mood];
  const rng = new Random(art.seed);
  const dark = art.indoor ? 0.15 : mood.dark;
  // Far wall and turf corners.
  const fl = 250;
  const fr = 950;
  const fy = 350;
  const wallTop = 150;
  const mesh = "#ffffff";
  const defs =
    skyDefs(mood) +
    `<pattern id="mesh" width="14" height="14" patternUnits="userSpaceOnUse"><path d="M0 0 L14 14 M14 0 L0 14" stroke="${mesh}" stroke-width="1" opacity="0.45"/></pattern>` +
    `<linearGradient id="turf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(art.turf, dark * 0.5)}"/><stop offset="1" stop-color="${shade(mix(art.turf, "#ffffff", 0.1), dark * 0.4)}"/></linearGradient>` +
    `<linearGradient id="ceiling" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0c0f1c"/><stop offset="1" stop-color="#242a40"/></linearGradient>`;

  let body = "";
  if (art.indoor) {
    body += `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#ceiling)"/>`;
    // Roof trusses and rows of LED panels.
    for (let i = 0; i < 7; i++) {
      const y = 10 + i * 22;
      body += `<line x1="0" y1="${y + 8}" x2="${ART_WIDTH}" y2="${y + 8}" stroke="#39405a" stroke-width="2"/>`;
    }
    for (let row = 0; row < 3; row++) {
      const y = 30 + row * 45;
      const spread = 1 - row * 0.22;
      for (let c = 0; c < 5; c++) {
        const x = 600 + (c - 2) * 230 * spread;
        const w = 90 * spread;
        body += `<circle cx="${f(x)}" cy="${y}" r="${f(w * 1.2)}" fill="url(#lamp)"/><rect x="${f(x - w / 2)}" y="${y - 5}" width="${f(w)}" height="10" rx="4" fill="#fffdf0"/>`;
      }
    }
  } else {
    body += skyBody(mood, rng, 360);
    body += backdrop("skyline", mood, rng, 330);
    body += `<rect x="0" y="330" width="${ART_WIDTH}" height="${ART_HEIGHT - 330}" fill="${shade("#3d4a40", mood.dark)}"/>`;
  }

  // Far wall: boards with the accent colour, net above.
  const board = shade(art.accent, dark * 0.6);
  const boardLight = shade(mix(art.accent, "#ffffff", 0.25), dark * 0.6);
  body += `<rect x="${fl}" y="${wallTop}" width="${fr - fl}" height="${fy - wallTop}" fill="url(#mesh)"/>`;
  body += `<rect x="${fl}" y="${fy - 46}" width="${fr - fl}" height="46" fill="${board}"/>`;
  for (let x = fl + 20; x < fr - 40; x += 90) {
    body += `<rect x="${x}" y="${fy - 38}" width="60" height="10" rx="3" fill="${boardLight}"/>`;
  }

  // Turf floor with stripes that narrow into the distance.
  body += `<polygon points="${pts([
    [fl, fy],
    [fr, fy],
    [1420, 820],
    [-220, 820],
  ])}" fill="url(#turf)"/>`;
  const rows = 9;
  for (let i = 0; i < rows; i += 2) {
    const y1 = fy + (820 - fy) * (i / rows) ** 1.6;
    const y2 = fy + (820 - fy) * ((i + 1) / rows) ** 1.6;
    const xAt = (y: number, left: boolean) => {
      const t = (y - fy) / (820 - fy);
      return left ? fl + (-220 - fl) * t : fr + (1420 - fr) * t;
    };
    body += `<polygon points="${pts([
      [xAt(y1, true), y1],
      [xAt(y1, false), y1],
      [xAt(y2, false), y2],
      [xAt(y2, true), y2],
    ])}" fill="${shade(mix(art.turf, "#ffffff", 0.08), dark * 0.45)}"/>`;
  }
  // Centre pitch strip, creases, stumps, boundary line.
  body += `<polygon points="${pts([
    [578, fy + 30],
    [622, fy + 30],
    [668, 760],
    [532, 760],
  ])}" fill="${shade(mix(art.turf, "#d8e8a0", 0.45), dark * 0.45)}"/>`;
  body += `<line x1="560" y1="${fy + 52}" x2="640" y2="${fy + 52}" stroke="#ffffff" stroke-width="2"/><line x1="520" y1="720" x2="680" y2="720" stroke="#ffffff" stroke-width="4"/>`;
  body += stumps(600, fy + 44, 1.4) + stumps(600, 745, 2.6);
  body += `<polygon points="${pts([
    [fl + 24, fy + 14],
    [fr - 24, fy + 14],
    [1330, 800],
    [-130, 800],
  ])}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.75"/>`;

  // Side walls: accent boards along the floor, net rising to the roof.
  const sideBoard = (x1: number, x2: number) =>
    `<polygon points="${pts([
      [x1, fy],
      [x1, fy - 46],
      [x2, 820 - 140],
      [x2, 820],
    ])}" fill="${board}"/>`;
  body += `<polygon points="${pts([
    [fl, fy],
    [fl, wallTop],
    [-220, -200],
    [-220, 820],
  ])}" fill="url(#mesh)"/>`;
  body += `<polygon points="${pts([
    [fr, fy],
    [fr, wallTop],
    [1420, -200],
    [1420, 820],
  ])}" fill="url(#mesh)"/>`;
  body += sideBoard(fl, -220) + sideBoard(fr, 1420);
  // Corner posts.
  body += `<line x1="${fl}" y1="${fy}" x2="${fl}" y2="${wallTop - 20}" stroke="#1f2430" stroke-width="6"/><line x1="${fr}" y1="${fy}" x2="${fr}" y2="${wallTop - 20}" stroke="#1f2430" stroke-width="6"/>`;
  if (!art.indoor) {
    body += floodlight(fl - 70, fy - 10, 290, 10, mood, 520) + floodlight(fr + 70, fy - 10, 290, -10, mood, 680);
    body += `<polygon points="${pts([
      [fl, wallTop],
      [fr, wallTop],
      [1420, -200],
      [-220, -200],
    ])}" fill="url(#mesh)" opacity="0.5"/>`;
  }

  // A batter, a bowler and a few fielders.
  const kitA = mix(art.accent, "#ffffff", 0.2);
  const kitB = "#f2f2f2";
  body += player(600, fy + 58, 1.5, kitA) + player(612, 700, 3.2, kitB);
  for (let i = 0; i < 4; i++) {
    const y = rng.int(fy + 60, 640);
    const t = (y - fy) / (820 - fy);
    const span = fr - fl + (1640 - (fr - fl)) * t;
    const x = 600 + (rng.next() - 0.5) * span * 0.8;
    body += player(x, y, 1.5 + t * 2, i % 2 === 0 ? kitA : kitB);
  }
  return svgDoc(defs, body);
}

// ---- UPI QR (demo) --------------------------------------------------------------------

/**
 * A QR-like picture for partial-payment venues. Deliberately not a scannable code: a demo
 * must never send a real payment to a real UPI id.
 */
export function upiQrSvg(seed: number): string {
  const rng = new Random(seed);
  const n = 29;
  const cell = 12;
  const margin = 32;
  const size = n * cell + margin * 2;
  let cells = "";
  const finder = (x: number, y: number) => (x < 8 && y < 8 ? true : x >= n - 8 && y < 8 ? true : x < 8 && y >= n - 8);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (finder(x, y)) continue;
      if (rng.chance(0.48))
        cells += `<rect x="${margin + x * cell}" y="${margin + y * cell}" width="${cell}" height="${cell}"/>`;
    }
  }
  const eye = (x: number, y: number) =>
    `<rect x="${margin + x * cell}" y="${margin + y * cell}" width="${cell * 7}" height="${cell * 7}"/><rect x="${margin + (x + 1) * cell}" y="${margin + (y + 1) * cell}" width="${cell * 5}" height="${cell * 5}" fill="#ffffff"/><rect x="${margin + (x + 2) * cell}" y="${margin + (y + 2) * cell}" width="${cell * 3}" height="${cell * 3}"/>`;
  const centre = margin + (n * cell) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#ffffff"/><g fill="#111827">${cells}${eye(0, 0)}${eye(n - 7, 0)}${eye(0, n - 7)}</g><circle cx="${centre}" cy="${centre}" r="34" fill="#ffffff"/><circle cx="${centre}" cy="${centre}" r="27" fill="#6d28d9"/><path d="M${centre - 10} ${centre + 12} L${centre + 2} ${centre - 14} L${centre + 12} ${centre + 12} Z" fill="#ffffff"/></svg>`;
}
