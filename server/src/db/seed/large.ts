/**
 * A large data set for benchmarks, generated inside the database with generate_series so
 * half a million bookings take seconds, not minutes of client round trips. Every row obeys
 * the same rules as real data: one live booking per venue, date and slot (each venue's
 * bookings walk a permutation of its own date × slot grid), amounts priced from the venue's
 * details with GST at the owner's rate (none without a GSTIN: decision 041), a paid payment order per booking, reviews on completed bookings
 * only, and avgRating/reviewCount recomputed from the reviews. Pictures reuse the demo pool.
 */
import { addDays, GROUND_ADD_ONS, GST_RATE_PERCENT, todayInIst } from "@crease/core";
import { type SQL, sql } from "drizzle-orm";
import { hashPassword } from "../../lib/passwords";
import type { Db } from "../client";
import { supplierGstRegisteredSql } from "../money-sql";
import { AMENITIES, cancellationRules, NETS_ADD_ONS, RESCHEDULING_RULES, REVIEW_COMMENTS } from "./content";
import { demoQrImages } from "./demo-plan";
import { imagePool, type PoolImage, poolUrls, renderImages } from "./images";
import { CITY_TABLE } from "./places";

export interface LargeSeedOptions {
  venues: number;
  bookings: number;
  users: number;
  reviews: number;
  /** Page views for the analytics screens (default: ten per approved venue). */
  views?: number;
  /** The booking window in days, ending 14 days ahead (default 90). */
  days?: number;
  uploadsDir: string;
  password: string;
  now?: Date;
  log?: (line: string) => void;
}

export interface LargeSeedResult {
  tag: string;
  counts: Record<string, number>;
  timings: Record<string, number>;
  ms: number;
}

export const LARGE_DEFAULTS = { venues: 10_000, bookings: 500_000, users: 50_000, reviews: 20_000, days: 90 } as const;
export const FUTURE_DAYS = 14;
/** Rows per generated statement: big enough to be fast, small enough to report progress. */
const BOOKING_BATCH = 50_000;
const USER_BATCH = 25_000;

const FIRST_NAMES = [
  "Aarav",
  "Vivaan",
  "Aditya",
  "Vihaan",
  "Arjun",
  "Sai",
  "Reyansh",
  "Ayaan",
  "Krishna",
  "Ishaan",
  "Rohan",
  "Kabir",
  "Rahul",
  "Karthik",
  "Siddharth",
  "Nikhil",
  "Manish",
  "Suresh",
  "Abhishek",
  "Harsh",
  "Ananya",
  "Diya",
  "Priya",
  "Sneha",
  "Pooja",
  "Kavya",
  "Meera",
  "Isha",
  "Neha",
  "Riya",
  "Aditi",
  "Shreya",
  "Lakshmi",
  "Divya",
  "Tanvi",
  "Harpreet",
  "Simran",
  "Fatima",
  "Zoya",
  "Nandini",
];
const LAST_NAMES = [
  "Sharma",
  "Verma",
  "Gupta",
  "Singh",
  "Kumar",
  "Patel",
  "Shah",
  "Mehta",
  "Iyer",
  "Nair",
  "Reddy",
  "Rao",
  "Naidu",
  "Pillai",
  "Menon",
  "Kulkarni",
  "Deshpande",
  "Joshi",
  "Patil",
  "Jadhav",
  "Banerjee",
  "Chatterjee",
  "Mukherjee",
  "Das",
  "Bose",
  "Khan",
  "Qureshi",
  "Sheikh",
  "Ansari",
  "Malhotra",
  "Kapoor",
  "Chopra",
  "Arora",
  "Bhatia",
  "Sethi",
  "Kaur",
  "Gill",
  "Saxena",
  "Trivedi",
  "Chaudhary",
];

const NAME_STYLES = {
  ground: ["Cricket Ground", "Cricket Club Ground", "Sports Complex", "Oval", "Gymkhana Ground"],
  nets: ["Cricket Nets", "Practice Nets", "Cricket Academy Nets", "Batting Centre", "Net Practice Arena"],
  box: ["Box Cricket", "Box Cricket Arena", "Turf Box Cricket", "Box Cricket Dome", "Sixes Box Arena"],
} as const;

/** A SQL string literal of one of our own constants (never user input). */
function lit(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function textArray(values: readonly string[]): SQL {
  return sql.raw(`ARRAY[${values.map(lit).join(", ")}]::text[]`);
}

function jsonLiteral(value: unknown): SQL {
  return sql.raw(`${lit(JSON.stringify(value))}::jsonb`);
}

async function scalar(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  const value = Object.values(result.rows[0] ?? {})[0];
  return Number(value ?? 0);
}

function groundAddOnSets() {
  const set = (umpire: number, red: number, white: number, groundsmen: number | null, scoreboard: number | null) => [
    { key: "umpireFees", name: GROUND_ADD_ONS.umpireFees, pricePaise: umpire },
    { key: "redBalls", name: GROUND_ADD_ONS.redBalls, pricePaise: red },
    { key: "whiteBalls", name: GROUND_ADD_ONS.whiteBalls, pricePaise: white },
    ...(groundsmen ? [{ key: "groundsmen", name: GROUND_ADD_ONS.groundsmen, pricePaise: groundsmen }] : []),
    ...(scoreboard ? [{ key: "scoreboard", name: GROUND_ADD_ONS.scoreboard, pricePaise: scoreboard }] : []),
  ];
  return [
    set(100_000, 50_000, 65_000, 150_000, 80_000),
    set(85_000, 45_000, 60_000, null, 70_000),
    set(120_000, 60_000, 75_000, 170_000, null),
  ];
}

function netsAddOnSets() {
  const [machine, coach, kit] = NETS_ADD_ONS;
  return [
    [
      { key: machine.key, name: machine.name, pricePaise: 35_000 },
      { key: coach.key, name: coach.name, pricePaise: 50_000 },
    ],
    [{ key: machine.key, name: machine.name, pricePaise: 30_000 }],
    [
      { key: machine.key, name: machine.name, pricePaise: 40_000 },
      { key: kit.key, name: kit.name, pricePaise: 15_000 },
    ],
  ];
}

/** Picture sets per kind of venue: each set is one rotation of the fitting pool pictures. */
function pictureSets(
  pool: readonly PoolImage[],
): Array<{ kind: string; setNo: number; nSets: number; position: number; url: string; thumb: string }> {
  const kinds: Record<string, PoolImage[]> = {
    "ground-lit": pool.filter((p) => p.type === "ground"),
    "ground-dark": pool.filter((p) => p.type === "ground" && !p.floodlit),
    "box-indoor": pool.filter((p) => p.type === "box" && p.indoor),
    "box-open": pool.filter((p) => p.type === "box" && !p.indoor),
  };
  for (const pitch of ["artificial", "matting", "concrete", "clay"]) {
    kinds[`nets-${pitch}`] = pool.filter((p) => p.type === "nets" && p.pitch === pitch);
  }
  const rows = [];
  for (const [kind, images] of Object.entries(kinds)) {
    if (images.length === 0) throw new Error(`No seed picture for ${kind}`);
    const perVenue = Math.min(images.length, kind.startsWith("ground") ? 3 : 2);
    for (let setNo = 0; setNo < images.length; setNo++) {
      for (let position = 0; position < perVenue; position++) {
        const image = images[(setNo + position) % images.length] as PoolImage;
        const urls = poolUrls(image);
        rows.push({ kind, setNo, nSets: images.length, position, url: urls.url, thumb: urls.thumbnailUrl });
      }
    }
  }
  return rows;
}

export async function seedLarge(db: Db, options: LargeSeedOptions): Promise<LargeSeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const days = options.days ?? LARGE_DEFAULTS.days;
  if (days <= FUTURE_DAYS) throw new Error(`--days must be more than ${FUTURE_DAYS}`);
  const venuesWanted = Math.max(3, Math.floor(options.venues));
  const owners = Math.max(1, Math.ceil(venuesWanted / 20));
  const usersWanted = Math.max(owners + 1, Math.floor(options.users));
  const players = usersWanted - owners;
  const nowIso = now.toISOString();
  const tag = now.getTime().toString(36);
  const today = todayInIst(now);
  const firstDate = addDays(today, FUTURE_DAYS - days);
  const timings: Record<string, number> = {};
  let lap = performance.now();
  const step = (name: string) => {
    const t = performance.now();
    timings[name] = Math.round(t - lap);
    lap = t;
    log(`  ${name.padEnd(18)} ${(timings[name] / 1000).toFixed(1)} s`);
  };

  const pool = imagePool();
  const qrUrls = demoQrImages().map((qr) => qr.url);
  const rendering = renderImages(options.uploadsDir, pool, demoQrImages());
  rendering.catch(() => {});
  const passwordHash = await hashPassword(options.password);

  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const exec = (query: SQL) => tx.execute(query);
    // The generated statements look huge to the planner; JIT-compiling them costs more than running them.
    await exec(sql`set local jit = off`);

    // ---- places and pictures as small temporary tables
    await exec(
      sql`create temp table seed_localities (city_no int, k int, city text, state text, name text, street text, pin text, lat float8, lng float8) on commit drop`,
    );
    const localityRows = CITY_TABLE.flatMap((city, c) =>
      city.localities.map(
        (l, k) =>
          `(${c + 1}, ${k + 1}, ${lit(city.name)}, ${lit(city.state)}, ${lit(l.name)}, ${lit(l.street)}, ${lit(l.pin)}, ${l.lat}, ${l.lng})`,
      ),
    );
    await exec(sql.raw(`insert into seed_localities values ${localityRows.join(", ")}`));
    const localitiesPerCity = Math.min(...CITY_TABLE.map((c) => c.localities.length));
    await exec(
      sql`create temp table seed_pictures (kind text, set_no int, n_sets int, position int, url text, thumb text) on commit drop`,
    );
    const pictureRows = pictureSets(pool).map(
      (p) => `(${lit(p.kind)}, ${p.setNo}, ${p.nSets}, ${p.position}, ${lit(p.url)}, ${lit(p.thumb)})`,
    );
    await exec(sql.raw(`insert into seed_pictures values ${pictureRows.join(", ")}`));

    // ---- users: a few owners, the rest players, all with the demo password
    for (let lo = 1; lo <= usersWanted; lo += USER_BATCH) {
      const hi = Math.min(usersWanted, lo + USER_BATCH - 1);
      await exec(sql`
        insert into users (username, full_name, email, phone, password_hash, role, created_at, updated_at)
        select 'bench_' || ${tag}::text || '_' || g,
               (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' || (${textArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
               'bench.' || ${tag}::text || '.' || g || '@bench.crease.demo',
               '+91 9' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
               ${passwordHash}::text,
               case when g <= ${owners}::int then 'owner' else 'player' end,
               ${nowIso}::timestamptz - make_interval(days => 100 + g % 400),
               ${nowIso}::timestamptz - make_interval(days => 100 + g % 400)
        from generate_series(${lo}::int, ${hi}::int) as g`);
      log(`  users ${hi.toLocaleString("en-IN")} / ${usersWanted.toLocaleString("en-IN")}`);
    }
    const emailPattern = `bench.${tag}.%@bench.crease.demo`;
    await exec(sql`create temp table seed_owners on commit drop as
      select (row_number() over (order by id))::int as rn, id from users where email like ${emailPattern} and role = 'owner'`);
    await exec(sql`create temp table seed_players on commit drop as
      select (row_number() over (order by id))::int as rn, id from users where email like ${emailPattern} and role = 'player'`);
    counts.users = usersWanted;
    step("users");

    // ---- venues: every type in every city, mostly approved
    const styles = (type: keyof typeof NAME_STYLES) => textArray(NAME_STYLES[type]);
    const amenitySets = {
      ground: [
        [
          AMENITIES.parking,
          AMENITIES.washrooms,
          AMENITIES.floodlights,
          AMENITIES.changingRooms,
          AMENITIES.seating,
          AMENITIES.drinkingWater,
        ],
        [
          AMENITIES.parking,
          AMENITIES.washrooms,
          AMENITIES.floodlights,
          AMENITIES.pavilion,
          AMENITIES.scoreboard,
          AMENITIES.refreshments,
          AMENITIES.security,
        ],
        [AMENITIES.parking, AMENITIES.washrooms, AMENITIES.changingRooms, AMENITIES.drinkingWater, AMENITIES.firstAid],
      ],
      nets: [
        [
          AMENITIES.parking,
          AMENITIES.floodlights,
          AMENITIES.bowlingMachine,
          AMENITIES.coaching,
          AMENITIES.drinkingWater,
        ],
        [
          AMENITIES.washrooms,
          AMENITIES.floodlights,
          AMENITIES.bowlingMachine,
          AMENITIES.equipmentRental,
          AMENITIES.wifi,
        ],
        [AMENITIES.parking, AMENITIES.washrooms, AMENITIES.coaching, AMENITIES.firstAid, AMENITIES.refreshments],
      ],
      box: [
        [
          AMENITIES.parking,
          AMENITIES.floodlights,
          AMENITIES.changingRooms,
          AMENITIES.refreshments,
          AMENITIES.wifi,
          AMENITIES.washrooms,
        ],
        [AMENITIES.floodlights, AMENITIES.security, AMENITIES.equipmentRental, AMENITIES.seating, AMENITIES.washrooms],
        [AMENITIES.parking, AMENITIES.floodlights, AMENITIES.washrooms, AMENITIES.drinkingWater, AMENITIES.firstAid],
      ],
    };
    const amenityCase = (type: keyof typeof amenitySets) =>
      sql.raw(
        `case g % 3 ${amenitySets[type].map((set, i) => `when ${i} then ARRAY[${set.map(lit).join(", ")}]::text[]`).join(" ")} end`,
      );
    const nameRounds = CITY_TABLE.length * localitiesPerCity * 3 * 5;
    await exec(sql`
      insert into venues (owner_id, name, description, venue_type, address, city, state, postal_code, country, location,
                          latitude, longitude, amenities, rescheduling_rules, cancellation_rules, payment_type,
                          partial_payment_paise, upi_qr_code_url, status, created_at, updated_at)
      select o.id,
             l.name || ' ' || case s.t when 'ground' then (${styles("ground")})[s.style]
                                      when 'nets' then (${styles("nets")})[s.style]
                                      else (${styles("box")})[s.style] end
               || case when s.g >= ${nameRounds}::int then ' ' || (s.g / ${nameRounds}::int + 1) else '' end,
             case s.t
               when 'ground' then 'A well-kept ground in ' || l.name || ', ' || l.city || ', with a true centre wicket and a quick outfield. Book four-hour slots for league matches and weekend tournaments.'
               when 'nets' then 'Practice lanes in ' || l.name || ', ' || l.city || ' with bowling machines and coaches on request. One-hour slots from early morning to late evening.'
               else 'A netted box cricket turf in ' || l.name || ', ' || l.city || ' for fast six-a-side games. Bats, balls and stumps included with every booking.'
             end,
             s.t,
             'Plot ' || (1 + s.g % 240) || ', ' || l.street || ', ' || l.name,
             l.city, l.state, l.pin, 'India',
             'https://www.google.com/maps?q=' || round((l.lat + s.jy * 0.03)::numeric, 6) || ',' || round((l.lng + s.jx * 0.03)::numeric, 6),
             round((l.lat + s.jy * 0.03)::numeric, 6)::float8,
             round((l.lng + s.jx * 0.03)::numeric, 6)::float8,
             case s.t when 'ground' then ${amenityCase("ground")} when 'nets' then ${amenityCase("nets")} else ${amenityCase("box")} end,
             ${RESCHEDULING_RULES}::text,
             case s.t when 'box' then ${cancellationRules("box")}::text else ${cancellationRules("ground")}::text end,
             case when s.partial then 'partial' else 'full' end,
             case when not s.partial then null when s.t = 'ground' then 200000 when s.t = 'nets' then 30000 else 50000 end,
             case when s.partial then (${textArray(qrUrls)})[1 + s.g % ${qrUrls.length}] end,
             case when s.g % 40 = 7 then 'pending' when s.g % 97 = 11 then 'rejected' when s.g % 89 = 13 then 'suspended' else 'approved' end,
             ${nowIso}::timestamptz - make_interval(days => ${days}::int + 10 + s.g % 300),
             ${nowIso}::timestamptz - make_interval(days => ${days}::int + s.g % 10)
      from (
        select g,
               (ARRAY['ground', 'nets', 'box'])[1 + g % 3] as t,
               1 + (g / 3) % ${CITY_TABLE.length} as city_no,
               1 + (g / ${CITY_TABLE.length * 3}) % ${localitiesPerCity} as k,
               1 + (g / ${CITY_TABLE.length * 3 * localitiesPerCity}) % 5 as style,
               g % 11 = 5 as partial,
               ((g::bigint * 7919) % 1000)::float8 / 1000 - 0.5 as jx,
               ((g::bigint * 104729) % 1000)::float8 / 1000 - 0.5 as jy
        from generate_series(0, ${venuesWanted - 1}::int) as g
      ) s
      join seed_localities l on l.city_no = s.city_no and l.k = s.k
      join seed_owners o on o.rn = 1 + s.g % ${owners}::int
      order by s.g`);
    await exec(sql`create temp table seed_venues on commit drop as
      select v.id, v.venue_type, v.status, v.created_at from venues v where v.owner_id in (select id from seed_owners)`);
    counts.venues = await scalar(tx, sql`select count(*) from seed_venues`);
    // Courts: each venue has its first from the database (migration 0018); add 0–4 more so the
    // average is 3, as the bench's data asks. A ground's extra courts are its halves, which share
    // space with the whole ground (court_overlaps). Bookings below are made on the first court.
    await exec(sql`
      insert into courts (venue_id, name, position)
      select v.id, case v.venue_type when 'ground' then 'Half ' || chr(64 + k) when 'nets' then 'Net ' || (k + 1)
                   else 'Box ' || chr(65 + k) end, k
      from seed_venues v cross join generate_series(1, 4) as k
      where k <= v.id % 5`);
    await exec(sql`
      insert into court_overlaps (court_id, other_court_id)
      select first.id, c.id from seed_venues v
      join lateral (select min(id) as id from courts where venue_id = v.id) first on true
      join courts c on c.venue_id = v.id and c.id <> first.id
      where v.venue_type = 'ground'`);

    // ---- type details, priced inside the brief's ranges
    const groundSets = groundAddOnSets();
    const netsSets = netsAddOnSets();
    await exec(sql`
      insert into ground_details (venue_id, morning_price_paise, afternoon_price_paise, evening_price_paise, night_price_paise, add_ons)
      select id, (12 + id % 6) * 50000, (12 + id % 5) * 50000, (18 + id % 7) * 50000,
             case when id % 9 = 0 then 0 else (22 + id % 9) * 50000 end,
             case id % 3 when 0 then ${jsonLiteral(groundSets[0])} when 1 then ${jsonLiteral(groundSets[1])} else ${jsonLiteral(groundSets[2])} end
      from seed_venues where venue_type = 'ground'`);
    await exec(sql`
      insert into nets_details (venue_id, start_time, end_time, hourly_price_paise, pitch_type, add_ons)
      select id, case when id % 4 = 0 then '07:00' else '06:00' end, case when id % 4 = 0 then '21:00' else '22:00' end,
             (10 + id % 21) * 5000,
             (ARRAY['artificial', 'matting', 'concrete', 'clay'])[1 + (id / 3) % 4],
             case id % 3 when 0 then ${jsonLiteral(netsSets[0])} when 1 then ${jsonLiteral(netsSets[1])} else ${jsonLiteral(netsSets[2])} end
      from seed_venues where venue_type = 'nets'`);
    await exec(sql`
      insert into box_cricket_details (venue_id, start_time, end_time, hourly_price_paise, team_capacity, add_ons)
      select id, (ARRAY['07:00', '06:00', '08:00'])[1 + id % 3], (ARRAY['23:00', '23:00', '22:00'])[1 + id % 3],
             (10 + id % 16) * 10000, 5 + id % 4, '[]'::jsonb
      from seed_venues where venue_type = 'box'`);
    await exec(sql`
      insert into venue_images (venue_id, url, thumbnail_url, position, created_at)
      select v.id, p.url, p.thumb, p.position, v.created_at
      from seed_venues v
      left join ground_details gd on gd.venue_id = v.id
      left join nets_details nd on nd.venue_id = v.id
      join seed_pictures p on p.kind = case v.venue_type
          when 'ground' then case when gd.night_price_paise = 0 then 'ground-dark' else 'ground-lit' end
          when 'nets' then 'nets-' || nd.pitch_type
          else case when v.id % 2 = 0 then 'box-indoor' else 'box-open' end end
        and p.set_no = v.id % p.n_sets`);
    counts.venueImages = await scalar(
      tx,
      sql`select count(*) from venue_images where venue_id in (select id from seed_venues)`,
    );
    step("venues");

    // ---- bookings: venue by venue, a permutation of its (date, slot) grid, so no slot twice
    await exec(sql`create temp table seed_bookable on commit drop as
      select (row_number() over (order by v.id))::int as rn, v.id as venue_id, ven.partial_payment_paise as partial,
             sl.slots, sl.prices, sl.starts, sl.lengths, cardinality(sl.slots) as n,
             ao.name as addon_name, ao.price as addon_price,
             case v.venue_type when 'ground' then 3 else 5 end as addon_every,
             ven.owner_id,
             case when ${supplierGstRegisteredSql(sql`ven.owner_id`)} then ${GST_RATE_PERCENT} else 0 end as gst_rate,
             (select min(c.id) from courts c where c.venue_id = v.id) as court_id
      from seed_venues v
      join venues ven on ven.id = v.id
      left join ground_details gd on gd.venue_id = v.id
      left join nets_details nd on nd.venue_id = v.id
      left join box_cricket_details bd on bd.venue_id = v.id
      cross join lateral (
        select array_agg(x.slot order by x.ord) as slots, array_agg(x.price order by x.ord) as prices,
               array_agg(x.start_min order by x.ord) as starts, array_agg(x.len order by x.ord) as lengths
        from (
          select t.ord, t.slot, t.price, t.start_min, 240 as len
          from (values (1, 'morning', gd.morning_price_paise, 360), (2, 'afternoon', gd.afternoon_price_paise, 600),
                       (3, 'evening', gd.evening_price_paise, 840), (4, 'night', gd.night_price_paise, 1080)) as t(ord, slot, price, start_min)
          where gd.venue_id is not null and t.price > 0
          union all
          select h, lpad(h::text, 2, '0') || ':00-' || lpad((h + 1)::text, 2, '0') || ':00',
                 coalesce(nd.hourly_price_paise, bd.hourly_price_paise), h * 60, 60
          from generate_series(split_part(coalesce(nd.start_time, bd.start_time), ':', 1)::int,
                               split_part(coalesce(nd.end_time, bd.end_time), ':', 1)::int - 1) as h
          where gd.venue_id is null
        ) x
      ) sl
      left join lateral (
        select e->>'name' as name, (e->>'pricePaise')::int as price
        from jsonb_array_elements(coalesce(gd.add_ons, nd.add_ons, bd.add_ons)) as e limit 1
      ) ao on true
      where v.status in ('approved', 'suspended')`);
    await exec(sql`analyze seed_bookable`);
    await exec(sql`analyze seed_players`);
    const bookable = await scalar(tx, sql`select count(*) from seed_bookable`);
    const minSlots = await scalar(tx, sql`select coalesce(min(n), 0) from seed_bookable`);
    const capacity = bookable * minSlots * days;
    let bookingsWanted = Math.max(0, Math.floor(options.bookings));
    if (bookable === 0) bookingsWanted = 0;
    if (bookingsWanted > capacity) {
      log(`  only ${capacity.toLocaleString("en-IN")} bookings fit ${bookable} venues over ${days} days; capping`);
      bookingsWanted = capacity;
    }
    // A step coprime with every venue's grid size makes k -> (k * STEP + offset) mod size a permutation.
    const STEP = 1_000_003;
    if (days * 24 >= STEP) throw new Error("--days is too large");
    for (let lo = 0; lo < bookingsWanted; lo += BOOKING_BATCH) {
      const hi = Math.min(bookingsWanted, lo + BOOKING_BATCH) - 1;
      await exec(sql`
        with src as (
          select i, b.*, p.id as user_id,
                 ((i / ${bookable}::bigint) * ${STEP}::bigint + b.rn::bigint * 7919) % (${days}::bigint * b.n) as c
          from generate_series(${lo}::bigint, ${hi}::bigint) as i
          join seed_bookable b on b.rn = (i % ${bookable}::bigint) + 1
          join seed_players p on p.rn = ((i * 2654435761) % 4294967291) % ${players}::bigint + 1
        ), placed as (
          select src.*, (${firstDate}::date + (c / n)::int) as d, (c % n)::int + 1 as si from src
        ), priced as (
          select placed.*, slots[si] as slot, prices[si] as base,
                 case when addon_name is not null and i % addon_every = 0 then addon_price else 0 end as addons,
                 (d::timestamp + make_interval(mins => starts[si] - 330)) at time zone 'UTC' as start_at,
                 (d::timestamp + make_interval(mins => starts[si] + lengths[si] - 330)) at time zone 'UTC' as end_at,
                 case when d < ${today}::date then case when i % 100 < 6 then 'cancelled' else 'completed' end
                      else case when i % 100 < 3 then 'cancelled' else 'confirmed' end end as st
          from placed
        ), taxed as (
          select priced.*, round(((base + addons) * gst_rate)::numeric / 100)::int as gst,
                 least(start_at - make_interval(hours => (2 + i % 240)::int), ${nowIso}::timestamptz - interval '5 minutes') as created
          from priced
        ), totals as (
          select taxed.*, base + addons + gst as total,
                 case when partial is not null and partial < base + addons + gst then partial else base + addons + gst end as pay_now,
                 case when st = 'cancelled' then least(created + (start_at - created) / 2, ${nowIso}::timestamptz - interval '1 minute') end as cancelled_at
          from taxed
        ), ins as (
          insert into bookings (venue_id, court_id, user_id, date, slot, status, payment_status, base_paise, add_ons_paise, gst_paise,
                                total_paise, pay_now_paise, add_ons, confirmed_at, completed_at, cancelled_at, cancelled_by,
                                cancellation_reason, created_at, updated_at)
          select venue_id, court_id, user_id, d, slot, st,
                 case when st = 'cancelled' then 'refunded' when pay_now < total then 'partial' else 'paid' end,
                 base, addons, gst, total, pay_now,
                 case when addons > 0 then jsonb_build_array(jsonb_build_object('name', addon_name, 'pricePaise', addon_price)) else '[]'::jsonb end,
                 created + interval '1 minute',
                 case when st = 'completed' then end_at end,
                 cancelled_at,
                 case when st = 'cancelled' then case when i % 5 = 0 then owner_id else user_id end end,
                 case when st = 'cancelled' then case when i % 5 = 0 then 'Pitch under maintenance' else 'Change of plans' end end,
                 created,
                 coalesce(cancelled_at, case when st = 'completed' then end_at end, created + interval '1 minute')
          from totals
          returning id, user_id, pay_now_paise, base_paise, add_ons_paise, gst_paise, total_paise, add_ons, created_at, confirmed_at
        )
        insert into payment_orders (id, booking_id, user_id, provider, amount_paise, base_paise, add_ons_paise, gst_paise,
                                    total_paise, add_ons, currency, status, payment_id, created_at, paid_at)
        select 'order_' || lpad(to_hex(id), 8, '0') || substr(md5(id::text || ${tag}::text), 1, 6), id, user_id, 'sandbox',
               pay_now_paise, base_paise, add_ons_paise, gst_paise, total_paise, add_ons, 'INR', 'paid',
               'pay_' || lpad(to_hex(id), 8, '0') || substr(md5(${tag}::text || id::text), 1, 6), created_at, confirmed_at
        from ins`);
      log(`  bookings ${(hi + 1).toLocaleString("en-IN")} / ${bookingsWanted.toLocaleString("en-IN")}`);
    }
    // Every cancelled booking was refunded: in full when the venue cancelled or a day ahead
    // (counted from the slot's IST date), 75% otherwise.
    await exec(sql`
      insert into refunds (payment_id, order_id, booking_id, amount_paise, paid_paise, reason, status,
                           provider_refund_id, next_attempt_at, created_at, processed_at)
      select o.payment_id, o.id, bk.id,
             case when bk.cancelled_by <> bk.user_id
                    or (bk.date::timestamp - interval '5 hours 30 minutes') at time zone 'UTC' - bk.cancelled_at > interval '24 hours'
                  then bk.pay_now_paise else round(bk.pay_now_paise * 0.75)::int end,
             bk.pay_now_paise,
             case when bk.cancelled_by = bk.user_id then 'player_cancelled' else 'owner_cancelled' end,
             'processed', 'rfnd_' || substr(md5(bk.id::text || ${tag}::text), 1, 14), null, bk.cancelled_at, bk.cancelled_at
      from bookings bk join payment_orders o on o.booking_id = bk.id and o.status = 'paid'
      where bk.status = 'cancelled' and not exists (select 1 from refunds r where r.booking_id = bk.id)`);
    counts.bookings = bookingsWanted;
    counts.paymentOrders = bookingsWanted;
    step("bookings");

    // ---- reviews: on completed bookings, one per player and venue, then the venue averages
    const comments = (rating: 3 | 4 | 5) =>
      textArray([...REVIEW_COMMENTS.ground[rating], ...REVIEW_COMMENTS.nets[rating], ...REVIEW_COMMENTS.box[rating]]);
    await exec(sql`
      insert into reviews (venue_id, user_id, booking_id, rating, comment, created_at)
      select venue_id, user_id, id, rating,
             case rating when 5 then (${comments(5)})[1 + id % ${REVIEW_COMMENTS.ground[5].length * 3}]
                         when 4 then (${comments(4)})[1 + id % ${REVIEW_COMMENTS.ground[4].length * 3}]
                         else (${comments(3)})[1 + id % ${REVIEW_COMMENTS.ground[3].length * 3}] end,
             least(completed_at + make_interval(hours => (1 + id % 36)::int), ${nowIso}::timestamptz)
      from (
        select id, venue_id, user_id, completed_at,
               case when (id * 31) % 100 < 48 then 5 when (id * 31) % 100 < 84 then 4 else 3 end as rating
        from (
          select distinct on (user_id, venue_id) id, venue_id, user_id, completed_at
          from bookings
          where status = 'completed' and venue_id in (select id from seed_venues)
          order by user_id, venue_id, id desc
        ) latest
        order by (id::bigint * 2654435761) % 4294967291
        limit ${Math.max(0, Math.floor(options.reviews))}::int
      ) chosen`);
    counts.reviews = await scalar(tx, sql`select count(*) from reviews where venue_id in (select id from seed_venues)`);
    await exec(sql`
      update venues v set avg_rating = s.avg, review_count = s.n
      from (select venue_id, round(avg(rating), 2) as avg, count(*)::int as n
            from reviews where venue_id in (select id from seed_venues) group by venue_id) s
      where v.id = s.venue_id`);
    step("reviews");

    // ---- page views: one per visitor, venue and IST day (the unique index's rule)
    const approved = await scalar(tx, sql`select count(*) from seed_venues where status = 'approved'`);
    const viewsWanted = Math.max(0, Math.floor(options.views ?? approved * 10));
    if (approved > 0 && viewsWanted > 0) {
      await exec(sql`create temp table seed_approved on commit drop as
        select (row_number() over (order by id))::int as rn, id from seed_venues where status = 'approved'`);
      await exec(sql`
        insert into venue_views (venue_id, visitor_key, day)
        select a.id, 'bench-' || ${tag}::text || '-' || (g / ${approved}::int),
               ((${nowIso}::timestamptz at time zone 'UTC') + interval '330 minutes')::date
                 - ((g::bigint * 7919) % 30)::int
        from generate_series(0, ${viewsWanted - 1}::int) as g
        join seed_approved a on a.rn = g % ${approved}::int + 1
        on conflict do nothing`);
    }
    counts.venueViews = viewsWanted;
    step("views");

    const images = await rendering;
    log(`  pictures          ${images.rendered} rendered, ${images.reused} reused`);
  });

  // Fresh statistics, so the first queries on the new data get sensible plans.
  await db.execute(
    sql`analyze users, venues, venue_images, ground_details, nets_details, box_cricket_details, bookings, payment_orders, reviews, venue_views`,
  );
  step("analyze");
  return { tag, counts, timings, ms: Math.round(performance.now() - started) };
}
