import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { DocumentSection } from "../document-page";
import { Callout, FactTable } from "../prose";

export const SAFETY_RULES_INTRO = (
  <Trans>
    The safety standards every venue on Crease must keep. They protect your players, your staff and your reputation.
  </Trans>
);

export const SAFETY_RULES_LEAD = (
  <Callout tone="warning" title={msg`These rules are part of listing on Crease`}>
    <p>
      <Trans>
        We check them when we review your listing and whenever a player reports a problem. A venue that is unsafe can be
        suspended until it is fixed.
      </Trans>
    </p>
  </Callout>
);

export const SAFETY_RULES_SECTIONS: readonly DocumentSection[] = [
  {
    id: "playing-surface",
    title: msg`Pitch and playing surface`,
    body: (
      <ul>
        <li>
          <Trans>
            Prepare the pitch before every slot: rolled, free of stones and debris, and with an even bounce.
          </Trans>
        </li>
        <li>
          <Trans>
            Keep the outfield mowed and level. Fill holes and mark or fence off anything that cannot be fixed at once.
          </Trans>
        </li>
        <li>
          <Trans>
            Replace torn or lifting artificial turf and matting straight away; they are a common cause of falls.
          </Trans>
        </li>
        <li>
          <Trans>
            Don't let play go ahead on a waterlogged or slippery surface. Cancel and the players are fully refunded.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: "nets",
    title: msg`Nets maintenance`,
    body: (
      <>
        <ul>
          <li>
            <Trans>Inspect every net weekly, and before each session, for holes, tears and sagging.</Trans>
          </li>
          <li>
            <Trans>
              Repair or replace a damaged section before the lane is used again. A ball through a hole can hurt someone.
            </Trans>
          </li>
          <li>
            <Trans>Keep side netting between lanes, so a ball hit in one lane cannot reach the next.</Trans>
          </li>
          <li>
            <Trans>
              Check that poles and frames are firmly fixed and that guy ropes are tight and clearly visible.
            </Trans>
          </li>
          <li>
            <Trans>Bowling machines must be serviced as the maker recommends and operated only by trained staff.</Trans>
          </li>
        </ul>
        <p>
          <Trans>Replace nets at least every two years, or sooner if they are in direct sun all day.</Trans>
        </p>
      </>
    ),
  },
  {
    id: "boundaries",
    title: msg`Boundaries, padding and walls`,
    body: (
      <ul>
        <li>
          <Trans>
            Keep at least 3 metres of clear space inside the boundary, free of equipment, vehicles and spectators.
          </Trans>
        </li>
        <li>
          <Trans>
            Pad every pole, post and hard edge near the playing area, including net poles and sightscreen frames.
          </Trans>
        </li>
        <li>
          <Trans>
            In box cricket, walls and netting must be intact and padded to at least 2 metres, with no sharp fixings
            showing.
          </Trans>
        </li>
        <li>
          <Trans>Use soft boundary ropes or cushions, never bricks, stones or metal markers.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: "floodlights",
    title: msg`Floodlights and electrical safety`,
    body: (
      <>
        <ul>
          <li>
            <Trans>
              Check every floodlight before each night session. Replace failed lamps straight away: dark patches make a
              hard ball dangerous.
            </Trans>
          </li>
          <li>
            <Trans>Aim the lights so they do not shine into the eyes of batters or fielders.</Trans>
          </li>
          <li>
            <Trans>
              Have the wiring, earthing and light towers inspected by a licensed electrician at least once a year, and
              after any storm damage.
            </Trans>
          </li>
          <li>
            <Trans>
              Keep cables out of the playing area and covered where people walk. No exposed wires or open panels.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            If floodlights fail during a slot and cannot be fixed quickly, stop play. The booking is then cancelled by
            the venue, and the players are refunded in full.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "first-aid",
    title: msg`First aid`,
    body: (
      <>
        <p>
          <Trans>Every venue must keep a first aid kit on site, clearly signposted and checked every month:</Trans>
        </p>
        <FactTable
          caption={msg`What every first aid kit must contain`}
          columns={[msg`Item`, msg`Why`]}
          rows={[
            [msg`Ice packs or instant cold packs`, msg`Bruises, sprains and blows from the ball`],
            [msg`Crepe bandages, triangular bandages and tape`, msg`Sprains and support`],
            [msg`Sterile dressings, gauze and plasters`, msg`Cuts and grazes`],
            [msg`Antiseptic wipes and disposable gloves`, msg`Cleaning wounds safely`],
            [msg`ORS sachets and drinking water`, msg`Heat exhaustion and dehydration`],
          ]}
        />
        <p>
          <Trans>
            At least one member of staff on every shift should be trained in first aid. Put up a notice with the
            emergency number <strong>112</strong>, the venue's address, and the way to the nearest hospital.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "heat-and-weather",
    title: msg`Heat, water and weather`,
    body: (
      <ul>
        <li>
          <Trans>Provide free, clean drinking water and a shaded area where players can rest.</Trans>
        </li>
        <li>
          <Trans>
            Stop play at the first thunder or lightning, and make sure everyone can reach proper shelter, away from
            floodlight towers and trees.
          </Trans>
        </li>
        <li>
          <Trans>
            When rain stops play at an outdoor venue, players get a full refund: close the slot (a closure cancels and
            refunds every booking it hits) and tell them.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: "fire-and-facilities",
    title: msg`Fire safety and facilities`,
    body: (
      <ul>
        <li>
          <Trans>
            Keep working fire extinguishers near the pavilion, any kitchen and electrical panels, and check them yearly.
          </Trans>
        </li>
        <li>
          <Trans>Keep exits, gates and paths clear and lit after dark.</Trans>
        </li>
        <li>
          <Trans>Keep washrooms and changing rooms clean, lit and lockable.</Trans>
        </li>
        <li>
          <Trans>No alcohol or smoking in the playing area.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: "incidents",
    title: msg`Reporting incidents`,
    body: (
      <>
        <p>
          <Trans>
            If someone is seriously hurt at your venue, call 112 first. Then tell us within 24 hours through our{" "}
            <Link to="/contact-us">contact form</Link>, with the booking, what happened and what you did. Keep a simple
            record of every injury and every repair.
          </Trans>
        </p>
        <p>
          <Trans>
            Read our <Link to="/owner-guidelines">Owner Guidelines</Link> for what we expect of listings, and share our{" "}
            <Link to="/safety-guidelines">Safety Guidelines</Link> with your players.
          </Trans>
        </p>
      </>
    ),
  },
];
