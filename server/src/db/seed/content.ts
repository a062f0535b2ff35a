/**
 * Hand-written demo content: the venues (one of each type in every city, plus a few for the
 * moderation screens), the people who book them and the words they leave in reviews.
 */

import type { PitchType, VenueStatus, VenueType } from "@crease/core";
import { DEMO_ACCOUNTS } from "./accounts";
import type { CityName } from "./places";

export interface DemoVenue {
  name: string;
  type: VenueType;
  city: CityName;
  /** Index into the city's localities. */
  locality: number;
  plot: string;
  status: VenueStatus;
  /** 1 = owner@crease.demo, 2 = the second demo owner. */
  owner: 1 | 2;
  /** Venues that take part of the price online and the rest at the venue by UPI. */
  partialRupees?: number;
  /** Admin's note for rejected and suspended venues. */
  note?: string;
  /** Grounds without floodlights offer no night slot (nightPricePaise 0). */
  noFloodlights?: boolean;
  hours?: [string, string];
  pitch?: PitchType;
  capacity?: number;
  indoor?: boolean;
}

export const DEMO_VENUES: readonly DemoVenue[] = [
  // Delhi
  {
    name: "Indraprastha Cricket Ground",
    type: "ground",
    city: "Delhi",
    locality: 0,
    plot: "Plot 7",
    status: "approved",
    owner: 1,
  },
  {
    name: "Pitampura Cricket Academy Nets",
    type: "nets",
    city: "Delhi",
    locality: 1,
    plot: "KP Block",
    status: "approved",
    owner: 1,
    pitch: "artificial",
  },
  {
    name: "The Cage Box Cricket",
    type: "box",
    city: "Delhi",
    locality: 2,
    plot: "Shop 12-14",
    status: "approved",
    owner: 1,
    indoor: true,
    capacity: 6,
  },
  // Mumbai
  {
    name: "Western Suburbs Cricket Maidan",
    type: "ground",
    city: "Mumbai",
    locality: 0,
    plot: "CTS 341",
    status: "approved",
    owner: 1,
  },
  {
    name: "Veera Desai Cricket Nets",
    type: "nets",
    city: "Mumbai",
    locality: 1,
    plot: "Unit 3",
    status: "approved",
    owner: 1,
    pitch: "matting",
    hours: ["06:00", "23:00"],
  },
  {
    name: "Powai Lakeside Box Cricket",
    type: "box",
    city: "Mumbai",
    locality: 2,
    plot: "Podium Level",
    status: "approved",
    owner: 1,
    capacity: 7,
    partialRupees: 500,
  },
  // Bangalore
  {
    name: "Yelahanka Greens Cricket Ground",
    type: "ground",
    city: "Bangalore",
    locality: 0,
    plot: "Survey No. 58",
    status: "approved",
    owner: 1,
    partialRupees: 2000,
  },
  {
    name: "Koramangala Cricket Nets",
    type: "nets",
    city: "Bangalore",
    locality: 1,
    plot: "No. 212",
    status: "approved",
    owner: 1,
    pitch: "artificial",
  },
  {
    name: "Whitefield Turf Box Cricket",
    type: "box",
    city: "Bangalore",
    locality: 2,
    plot: "No. 9/1",
    status: "approved",
    owner: 1,
    indoor: true,
    capacity: 8,
  },
  // Pune
  {
    name: "Sahyadri Cricket Ground",
    type: "ground",
    city: "Pune",
    locality: 0,
    plot: "Survey No. 112",
    status: "approved",
    owner: 1,
  },
  {
    name: "Kothrud Cricket Academy Nets",
    type: "nets",
    city: "Pune",
    locality: 1,
    plot: "Plot 23",
    status: "approved",
    owner: 2,
    pitch: "clay",
    hours: ["07:00", "21:00"],
  },
  {
    name: "Viman Nagar Box Arena",
    type: "box",
    city: "Pune",
    locality: 2,
    plot: "Terrace, Block B",
    status: "approved",
    owner: 1,
    capacity: 6,
  },
  // Hyderabad
  { name: "Deccan Oval", type: "ground", city: "Hyderabad", locality: 0, plot: "Plot 4", status: "approved", owner: 1 },
  {
    name: "Kukatpally Practice Nets",
    type: "nets",
    city: "Hyderabad",
    locality: 1,
    plot: "MIG 118",
    status: "approved",
    owner: 1,
    pitch: "concrete",
  },
  {
    name: "Madhapur Box Cricket Hub",
    type: "box",
    city: "Hyderabad",
    locality: 2,
    plot: "Plot 36",
    status: "approved",
    owner: 2,
    capacity: 6,
  },
  // Chennai
  {
    name: "Coromandel Cricket Ground",
    type: "ground",
    city: "Chennai",
    locality: 0,
    plot: "No. 14",
    status: "approved",
    owner: 1,
    noFloodlights: true,
  },
  {
    name: "Anna Nagar Cricket Nets",
    type: "nets",
    city: "Chennai",
    locality: 1,
    plot: "Block Z, No. 5",
    status: "approved",
    owner: 1,
    pitch: "matting",
    hours: ["07:00", "21:00"],
  },
  {
    name: "Velachery Box Cricket Arena",
    type: "box",
    city: "Chennai",
    locality: 2,
    plot: "No. 88",
    status: "approved",
    owner: 1,
    indoor: true,
    capacity: 5,
    partialRupees: 500,
  },
  // Kolkata
  {
    name: "Maidan Greens Cricket Ground",
    type: "ground",
    city: "Kolkata",
    locality: 0,
    plot: "Premises 211",
    status: "approved",
    owner: 2,
  },
  {
    name: "Salt Lake Cricket Academy Nets",
    type: "nets",
    city: "Kolkata",
    locality: 1,
    plot: "Plot XI-16",
    status: "approved",
    owner: 1,
    pitch: "artificial",
  },
  {
    name: "New Town Box Cricket Dome",
    type: "box",
    city: "Kolkata",
    locality: 2,
    plot: "Plot DD-5",
    status: "approved",
    owner: 1,
    indoor: true,
    capacity: 6,
  },
  // Ahmedabad
  {
    name: "Sabarmati Riverside Cricket Ground",
    type: "ground",
    city: "Ahmedabad",
    locality: 0,
    plot: "Survey No. 301",
    status: "approved",
    owner: 1,
  },
  {
    name: "Navrangpura Practice Nets",
    type: "nets",
    city: "Ahmedabad",
    locality: 1,
    plot: "Plot 9",
    status: "approved",
    owner: 1,
    pitch: "concrete",
    hours: ["07:00", "21:00"],
  },
  {
    name: "Satellite Box Cricket Turf",
    type: "box",
    city: "Ahmedabad",
    locality: 2,
    plot: "Rooftop, Shivalik Plaza",
    status: "approved",
    owner: 1,
    capacity: 6,
  },
  // Gurgaon
  {
    name: "Aravalli Cricket Ground",
    type: "ground",
    city: "Gurgaon",
    locality: 0,
    plot: "Khasra 412",
    status: "approved",
    owner: 2,
    partialRupees: 2500,
  },
  {
    name: "DLF Phase 3 Cricket Nets",
    type: "nets",
    city: "Gurgaon",
    locality: 1,
    plot: "U-22",
    status: "approved",
    owner: 1,
    pitch: "artificial",
  },
  {
    name: "Cyber Box Cricket",
    type: "box",
    city: "Gurgaon",
    locality: 2,
    plot: "Plot 5",
    status: "approved",
    owner: 1,
    capacity: 8,
  },
  // Noida
  {
    name: "Greenfield Cricket Ground",
    type: "ground",
    city: "Noida",
    locality: 0,
    plot: "Plot 2A",
    status: "approved",
    owner: 1,
    noFloodlights: true,
  },
  {
    name: "Sector 62 Practice Nets",
    type: "nets",
    city: "Noida",
    locality: 1,
    plot: "C-56",
    status: "approved",
    owner: 1,
    pitch: "matting",
  },
  {
    name: "Sector 18 Box Cricket Arena",
    type: "box",
    city: "Noida",
    locality: 2,
    plot: "Rooftop, K-7",
    status: "approved",
    owner: 2,
    capacity: 6,
  },
  // Thane
  {
    name: "Upvan Lake Cricket Ground",
    type: "ground",
    city: "Thane",
    locality: 0,
    plot: "Survey No. 87",
    status: "approved",
    owner: 1,
  },
  {
    name: "Ghodbunder Road Cricket Nets",
    type: "nets",
    city: "Thane",
    locality: 1,
    plot: "Gala 4",
    status: "approved",
    owner: 1,
    pitch: "clay",
    partialRupees: 300,
  },
  {
    name: "Hiranandani Box Cricket Turf",
    type: "box",
    city: "Thane",
    locality: 2,
    plot: "Podium, Tower 3",
    status: "approved",
    owner: 1,
    capacity: 7,
  },
  // Faridabad
  {
    name: "Surajkund Cricket Ground",
    type: "ground",
    city: "Faridabad",
    locality: 0,
    plot: "Plot 17",
    status: "approved",
    owner: 2,
  },
  {
    name: "Sector 15 Cricket Nets",
    type: "nets",
    city: "Faridabad",
    locality: 1,
    plot: "Booth 41",
    status: "approved",
    owner: 1,
    pitch: "concrete",
    hours: ["07:00", "21:00"],
  },
  {
    name: "NIT Box Cricket Arena",
    type: "box",
    city: "Faridabad",
    locality: 2,
    plot: "Plot 5-E",
    status: "approved",
    owner: 1,
    capacity: 6,
  },
  // For the moderation screens.
  {
    name: "Hadapsar Cricket Nets",
    type: "nets",
    city: "Pune",
    locality: 3,
    plot: "Plot 61",
    status: "pending",
    owner: 1,
    pitch: "artificial",
  },
  {
    name: "Kolshet Box Cricket",
    type: "box",
    city: "Thane",
    locality: 3,
    plot: "Gala 2",
    status: "pending",
    owner: 2,
    capacity: 6,
  },
  {
    name: "Sector 50 Cricket Ground",
    type: "ground",
    city: "Noida",
    locality: 3,
    plot: "Plot 11",
    status: "rejected",
    owner: 1,
    note: "The photos show a park, not a cricket ground, and the address matches a residential block. Please resubmit with photos of the ground and proof of permission to let it.",
  },
  {
    name: "Ballygunge Box Cricket Club",
    type: "box",
    city: "Kolkata",
    locality: 3,
    plot: "No. 45",
    status: "suspended",
    owner: 2,
    capacity: 6,
    note: "Suspended after repeated player reports of the venue being closed at booked times. Reactivated once the owner confirms regular opening hours.",
  },
];

/** Ground add-ons as stored ({key, name, pricePaise}); the five standard keys of docs/product/venues.md and "other:" extras. */
export const GROUND_ADD_ON_PRICES = {
  umpireFees: [800, 1500],
  redBalls: [450, 700],
  whiteBalls: [500, 800],
  groundsmen: [1000, 1800],
  scoreboard: [600, 1000],
} as const;

export const GROUND_EXTRAS = [
  { key: "other:drinks", name: "Drinks & Ice Box", rupees: 600 },
  { key: "other:livestream", name: "Live Streaming", rupees: 2500 },
  { key: "other:photography", name: "Match Photography", rupees: 1500 },
] as const;

export const NETS_ADD_ONS = [
  { key: "other:bowling-machine", name: "Bowling Machine", rupees: [250, 400] },
  { key: "other:coach", name: "Coach (per hour)", rupees: [400, 700] },
  { key: "other:kit", name: "Kit Rental", rupees: [100, 200] },
  { key: "other:video-analysis", name: "Video Analysis", rupees: [300, 500] },
] as const;

export { AMENITIES } from "@crease/core";

export const RESCHEDULING_RULES =
  "Reschedule once, with no fee, up to 24 hours before your slot starts, to any free slot or court at this venue within its booking window: a dearer slot costs only the difference, a cheaper one refunds it. Within 24 hours of the slot a booking can no longer be rescheduled; cancel it instead.";

export function cancellationRules(type: VenueType): string {
  const weather = type === "box" ? "" : " If rain stops play at this outdoor venue, you get a full refund.";
  return `Free cancellation up to 24 hours before the slot starts: the full amount is refunded. Cancellations within 24 hours carry a 25% fee and 75% is refunded; no-shows are charged in full.${weather} Refunds reach your original payment method in 5-7 business days.`;
}

interface DescriptionInput {
  name: string;
  locality: string;
  city: string;
  floodlights: boolean;
  pitch?: PitchType;
  hours?: [string, string];
  capacity?: number;
  indoor?: boolean;
  boundary: number;
  lanes: number;
}

const PITCH_WORDS: Record<PitchType, string> = {
  artificial: "artificial turf",
  matting: "matting",
  concrete: "concrete",
  clay: "clay",
};

const LANE_WORDS: Record<number, string> = { 3: "Three", 4: "Four", 5: "Five", 6: "Six" };

function hour12(time: string): string {
  const hour = Number(time.slice(0, 2));
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? "AM" : "PM"}`;
}

export const DESCRIPTIONS: Record<VenueType, Array<(v: DescriptionInput) => string>> = {
  ground: [
    (v) =>
      `A well-kept turf ground in ${v.locality} with a ${v.boundary}-metre boundary, sight screens at both ends and changing rooms for both teams. Popular with corporate leagues and weekend tournaments. ${v.floodlights ? "Floodlights make day-night matches possible until 10 PM." : "Best for day cricket: the ground has no floodlights."}`,
    (v) =>
      `${v.name} has a lush outfield and a centre wicket prepared before every booking. Bring your full XI for a 20-over or 30-over game; an umpire and match balls can be added at checkout.`,
    (v) =>
      `One of ${v.city}'s favourite club grounds, with a true-bouncing centre pitch and a ${v.boundary}-metre boundary. ${v.floodlights ? "The LED floodlights are among the brightest in the city." : "Morning slots stay cool with shade from the old trees along the boundary."}`,
    (v) =>
      `A spacious ground off ${v.locality} with parking for two team buses, a covered seating stand and clean washrooms. Our groundsmen roll and mark the pitch for every game.`,
  ],
  nets: [
    (v) =>
      `${LANE_WORDS[v.lanes] ?? v.lanes} practice lanes with ${PITCH_WORDS[v.pitch ?? "artificial"]} pitches in ${v.locality}, open ${hour12(v.hours?.[0] ?? "06:00")} to ${hour12(v.hours?.[1] ?? "22:00")}. Add a bowling machine to your lane and work on your game ball after ball.`,
    (v) =>
      `Fully netted ${PITCH_WORDS[v.pitch ?? "artificial"]} lanes for batters and bowlers of every level. Evening sessions are the busiest, so book a day ahead.`,
    (v) =>
      `A practice facility in ${v.locality} with ${v.lanes} lanes, side nets and run-ups long enough for fast bowlers. Ideal for academy sessions, school teams and solo batting practice.`,
  ],
  box: [
    (v) =>
      `${v.indoor ? "A covered" : "An open-air, fully netted"} box cricket arena in ${v.locality} with premium artificial turf and bright LED lighting. Perfect for ${v.capacity}-a-side games with friends or office teams; bats, balls and stumps are included.`,
    (v) =>
      `${v.name} is a walled turf for fast, high-scoring box cricket. Teams of ${v.capacity} a side, one-hour slots, and ${v.indoor ? "air circulation fans to keep the heat out" : "a netted roof so no ball is ever lost"}.`,
    (v) =>
      `Turn up, play, repeat: a ${v.capacity}-a-side box cricket turf near ${v.locality}, ${v.city}. There are changing rooms on site and a shaded spot for the team waiting to bat.`,
  ],
};

export interface DemoPerson {
  fullName: string;
  email: string;
  phone: string;
  city: CityName;
}

/** The second owner, who holds a few venues (one of the demo accounts). */
export const SECOND_OWNER = DEMO_ACCOUNTS[3];

/** Players who book, review and favourite; all with the demo password. */
export const DEMO_PLAYERS: readonly DemoPerson[] = [
  { fullName: "Arjun Mehta", email: "arjun.mehta@crease.demo", phone: "+91 98100 00011", city: "Delhi" },
  { fullName: "Harpreet Kaur", email: "harpreet.kaur@crease.demo", phone: "+91 98100 00012", city: "Gurgaon" },
  { fullName: "Ishaan Gupta", email: "ishaan.gupta@crease.demo", phone: "+91 98100 00013", city: "Noida" },
  { fullName: "Vikram Singh", email: "vikram.singh@crease.demo", phone: "+91 98100 00014", city: "Faridabad" },
  { fullName: "Rahul Deshpande", email: "rahul.deshpande@crease.demo", phone: "+91 98100 00015", city: "Mumbai" },
  { fullName: "Farhan Qureshi", email: "farhan.qureshi@crease.demo", phone: "+91 98100 00016", city: "Thane" },
  { fullName: "Aditya Kulkarni", email: "aditya.kulkarni@crease.demo", phone: "+91 98100 00017", city: "Pune" },
  { fullName: "Neha Joshi", email: "neha.joshi@crease.demo", phone: "+91 98100 00018", city: "Pune" },
  { fullName: "Ananya Iyer", email: "ananya.iyer@crease.demo", phone: "+91 98100 00019", city: "Bangalore" },
  { fullName: "Siddharth Rao", email: "siddharth.rao@crease.demo", phone: "+91 98100 00020", city: "Bangalore" },
  { fullName: "Sneha Reddy", email: "sneha.reddy@crease.demo", phone: "+91 98100 00021", city: "Hyderabad" },
  {
    fullName: "Karthik Subramanian",
    email: "karthik.subramanian@crease.demo",
    phone: "+91 98100 00022",
    city: "Chennai",
  },
  { fullName: "Pooja Banerjee", email: "pooja.banerjee@crease.demo", phone: "+91 98100 00023", city: "Kolkata" },
  { fullName: "Kabir Khan", email: "kabir.khan@crease.demo", phone: "+91 98100 00024", city: "Ahmedabad" },
  { fullName: "Meera Nair", email: "meera.nair@crease.demo", phone: "+91 98100 00025", city: "Mumbai" },
  { fullName: "Rohan Kapoor", email: "rohan.kapoor@crease.demo", phone: "+91 98100 00026", city: "Delhi" },
  { fullName: "Deepak Hegde", email: "deepak.hegde@crease.demo", phone: "+91 98100 00027", city: "Bangalore" },
  { fullName: "Arnab Chatterjee", email: "arnab.chatterjee@crease.demo", phone: "+91 98100 00028", city: "Kolkata" },
  { fullName: "Lakshmi Narayanan", email: "lakshmi.narayanan@crease.demo", phone: "+91 98100 00029", city: "Chennai" },
  { fullName: "Abhinav Varma", email: "abhinav.varma@crease.demo", phone: "+91 98100 00030", city: "Hyderabad" },
  { fullName: "Priyanka Shah", email: "priyanka.shah@crease.demo", phone: "+91 98100 00031", city: "Ahmedabad" },
];

/** Cities close enough that players cross between them (a Noida player books in Delhi). */
export const REGIONS: ReadonlyArray<readonly CityName[]> = [
  ["Delhi", "Gurgaon", "Noida", "Faridabad"],
  ["Mumbai", "Thane", "Pune"],
  ["Bangalore"],
  ["Hyderabad"],
  ["Chennai"],
  ["Kolkata"],
  ["Ahmedabad"],
];

export const REVIEW_COMMENTS: Record<VenueType, Record<5 | 4 | 3, string[]>> = {
  ground: {
    5: [
      "Outfield was like a carpet and the pitch had good bounce. Our corporate league final could not have gone better.",
      "Brilliant ground. Sight screens, clean changing rooms and the groundsman had everything marked before we arrived.",
      "Played a day-night T20 under the floodlights. Felt like a proper stadium experience!",
      "Best ground we have booked this season. Umpire service was professional and on time.",
      "Great value for a full XI. Booking was instant and the staff were very helpful.",
    ],
    4: [
      "Good pitch and big boundaries. Parking fills up on Sundays, so come early.",
      "Nice ground overall; the outfield was a bit slow after the morning dew.",
      "Well maintained and easy to find. Washrooms could be cleaner but the cricket was excellent.",
      "Solid venue for a weekend game. Scoreboard operator was a nice touch.",
    ],
    3: [
      "Decent ground but the pitch was two-paced. Fine for a friendly match.",
      "Okay experience. We had to wait 20 minutes for the previous game to finish.",
      "Outfield patchy near the long-on boundary. Staff were polite though.",
    ],
  },
  nets: {
    5: [
      "Excellent nets with consistent bounce. The bowling machine helped me work on short balls.",
      "Coach was fantastic, gave real tips on my back-foot game. Will book again.",
      "Clean lanes, good lighting in the evening and strong nets. Perfect for practice.",
      "My son trains here twice a week. Coaches are patient and the pitches are true.",
      "Best practice nets in the area. Booking a slot takes ten seconds.",
    ],
    4: [
      "Good practice facility. Evening slots are busy, so book a day ahead.",
      "Nice lanes and helpful staff. Run-up area could be a bit longer for fast bowlers.",
      "Value for money. The bowling machine needs a quick warm-up but works well.",
      "Reliable pitch and good side nets. Parking is limited on weekdays.",
    ],
    3: [
      "Nets were fine, but one lane had a small tear in the side net.",
      "Average experience. Lights were a bit dim in the last lane.",
      "Okay for a quick session; the pitch was worn at the bowler's end.",
    ],
  },
  box: {
    5: [
      "Super fun box cricket night with the office gang. Turf was great and the lights were bright.",
      "Amazing turf! Clean, well lit and the staff kept the music going.",
      "Booked for a birthday game, everyone loved it. Bats and balls provided too.",
      "Best box cricket arena nearby. Walls are padded and the nets hold everything.",
      "Fast-paced games, great atmosphere. Cold drinks at the counter were a bonus.",
    ],
    4: [
      "Good turf and easy booking. It gets warm in the afternoon slots.",
      "Nice arena for 6-a-side. The changing room was small but clean.",
      "Fun evening, would come again. Parking was a little tight.",
      "Turf is in good shape. Would love a scoreboard screen.",
    ],
    3: [
      "Decent place, but the turf was worn near the crease.",
      "Okay for a casual game. Previous group overran their slot by ten minutes.",
      "Lights flickered for a while, staff fixed it quickly.",
    ],
  },
};

export const LOW_RATING_COMMENTS: Record<1 | 2, string[]> = {
  2: [
    "The venue started late and nobody told us why. Expected better at this price.",
    "Pitch was not prepared when we arrived. Had to wait 30 minutes.",
  ],
  1: ["Slot was double-counted by the venue staff and we lost half our time. Very disappointing."],
};

export const CANCELLATION_REASONS = {
  player: [
    "Team could not make it",
    "Change of plans",
    "Rain forecast for the day",
    "Booked the wrong date",
    "Not enough players confirmed",
  ],
  owner: ["Pitch under maintenance", "Ground closed for a private tournament", "Power outage at the venue"],
} as const;

export const CONTACT_MESSAGES = [
  {
    name: "Ritu Verma",
    email: "ritu.verma@crease.demo",
    subject: "Bulk booking for a corporate league",
    message:
      "We are organising a 12-team corporate league in Gurgaon in March. Can we block weekend slots at two grounds for six weeks, and is there a bulk discount?",
  },
  {
    name: "Manoj Pillai",
    email: "manoj.pillai@crease.demo",
    subject: "Refund not received yet",
    message:
      "I cancelled my box cricket booking more than 24 hours in advance eight days ago. The booking shows refunded but the money is not in my account yet.",
  },
  {
    name: "Sunil Chauhan",
    email: "sunil.chauhan@crease.demo",
    subject: "Listing a new ground in Faridabad",
    message:
      "I own a cricket ground in Sector 86, Faridabad with floodlights. What documents do I need to list it on Crease, and how long does approval take?",
  },
] as const;
