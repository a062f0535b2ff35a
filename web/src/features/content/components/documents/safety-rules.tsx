import { Link } from "react-router";
import type { DocumentSection } from "../document-page";
import { Callout, FactTable } from "../prose";

export const SAFETY_RULES_INTRO =
  "The safety standards every venue on Crease must keep. They protect your players, your staff and your reputation.";

export const SAFETY_RULES_LEAD = (
  <Callout tone="warning" title="These rules are part of listing on Crease">
    <p>
      We check them when we review your listing and whenever a player reports a problem. A venue that is unsafe can be
      suspended until it is fixed.
    </p>
  </Callout>
);

export const SAFETY_RULES_SECTIONS: readonly DocumentSection[] = [
  {
    id: "playing-surface",
    title: "Pitch and playing surface",
    body: (
      <ul>
        <li>Prepare the pitch before every slot: rolled, free of stones and debris, and with an even bounce.</li>
        <li>
          Keep the outfield mowed and level. Fill holes and mark or fence off anything that cannot be fixed at once.
        </li>
        <li>Replace torn or lifting artificial turf and matting straight away; they are a common cause of falls.</li>
        <li>
          Don't let play go ahead on a waterlogged or slippery surface. Cancel and the players are fully refunded.
        </li>
      </ul>
    ),
  },
  {
    id: "nets",
    title: "Nets maintenance",
    body: (
      <>
        <ul>
          <li>Inspect every net weekly, and before each session, for holes, tears and sagging.</li>
          <li>
            Repair or replace a damaged section before the lane is used again. A ball through a hole can hurt someone.
          </li>
          <li>Keep side netting between lanes, so a ball hit in one lane cannot reach the next.</li>
          <li>Check that poles and frames are firmly fixed and that guy ropes are tight and clearly visible.</li>
          <li>Bowling machines must be serviced as the maker recommends and operated only by trained staff.</li>
        </ul>
        <p>Replace nets at least every two years, or sooner if they are in direct sun all day.</p>
      </>
    ),
  },
  {
    id: "boundaries",
    title: "Boundaries, padding and walls",
    body: (
      <ul>
        <li>Keep at least 3 metres of clear space inside the boundary, free of equipment, vehicles and spectators.</li>
        <li>Pad every pole, post and hard edge near the playing area, including net poles and sightscreen frames.</li>
        <li>
          In box cricket, walls and netting must be intact and padded to at least 2 metres, with no sharp fixings
          showing.
        </li>
        <li>Use soft boundary ropes or cushions, never bricks, stones or metal markers.</li>
      </ul>
    ),
  },
  {
    id: "floodlights",
    title: "Floodlights and electrical safety",
    body: (
      <>
        <ul>
          <li>
            Check every floodlight before each night session. Replace failed lamps straight away: dark patches make a
            hard ball dangerous.
          </li>
          <li>Aim the lights so they do not shine into the eyes of batters or fielders.</li>
          <li>
            Have the wiring, earthing and light towers inspected by a licensed electrician at least once a year, and
            after any storm damage.
          </li>
          <li>Keep cables out of the playing area and covered where people walk. No exposed wires or open panels.</li>
        </ul>
        <p>
          If floodlights fail during a slot and cannot be fixed quickly, stop play. The booking is then cancelled by the
          venue, and the players are refunded in full.
        </p>
      </>
    ),
  },
  {
    id: "first-aid",
    title: "First aid",
    body: (
      <>
        <p>Every venue must keep a first aid kit on site, clearly signposted and checked every month:</p>
        <FactTable
          caption="What every first aid kit must contain"
          columns={["Item", "Why"]}
          rows={[
            ["Ice packs or instant cold packs", "Bruises, sprains and blows from the ball"],
            ["Crepe bandages, triangular bandages and tape", "Sprains and support"],
            ["Sterile dressings, gauze and plasters", "Cuts and grazes"],
            ["Antiseptic wipes and disposable gloves", "Cleaning wounds safely"],
            ["ORS sachets and drinking water", "Heat exhaustion and dehydration"],
          ]}
        />
        <p>
          At least one member of staff on every shift should be trained in first aid. Put up a notice with the emergency
          number <strong>112</strong>, the venue's address, and the way to the nearest hospital.
        </p>
      </>
    ),
  },
  {
    id: "heat-and-weather",
    title: "Heat, water and weather",
    body: (
      <ul>
        <li>Provide free, clean drinking water and a shaded area where players can rest.</li>
        <li>
          Stop play at the first thunder or lightning, and make sure everyone can reach proper shelter, away from
          floodlight towers and trees.
        </li>
        <li>
          When rain stops play at an outdoor venue, players can reschedule for free or get a full refund. Confirm it to
          them and to us.
        </li>
      </ul>
    ),
  },
  {
    id: "fire-and-facilities",
    title: "Fire safety and facilities",
    body: (
      <ul>
        <li>
          Keep working fire extinguishers near the pavilion, any kitchen and electrical panels, and check them yearly.
        </li>
        <li>Keep exits, gates and paths clear and lit after dark.</li>
        <li>Keep washrooms and changing rooms clean, lit and lockable.</li>
        <li>No alcohol or smoking in the playing area.</li>
      </ul>
    ),
  },
  {
    id: "incidents",
    title: "Reporting incidents",
    body: (
      <>
        <p>
          If someone is seriously hurt at your venue, call 112 first. Then tell us within 24 hours through our{" "}
          <Link to="/contact-us">contact form</Link>, with the booking, what happened and what you did. Keep a simple
          record of every injury and every repair.
        </p>
        <p>
          Read our <Link to="/owner-guidelines">Owner Guidelines</Link> for what we expect of listings, and share our{" "}
          <Link to="/safety-guidelines">Safety Guidelines</Link> with your players.
        </p>
      </>
    ),
  },
];
