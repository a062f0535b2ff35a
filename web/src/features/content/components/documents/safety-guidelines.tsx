import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { DocumentSection } from "../document-page";
import { Callout } from "../prose";

export const SAFETY_GUIDELINES_INTRO = (
  <Trans>
    Simple habits that keep you and your team playing, from the first warm-up stretch to the last over under lights.
  </Trans>
);

export const SAFETY_GUIDELINES_LEAD = (
  <Callout tone="warning" title={msg`In an emergency, call 112`}>
    <p>
      <Trans>
        112 is India's single emergency number for police, fire and ambulance, and it is free to call from any phone.
        Then tell the venue staff, who keep a first aid kit on site.
      </Trans>
    </p>
  </Callout>
);

export const SAFETY_GUIDELINES_SECTIONS: readonly DocumentSection[] = [
  {
    id: "warm-up",
    title: msg`Warm up before you play`,
    body: (
      <>
        <p>
          <Trans>
            Most cricket injuries, such as pulled hamstrings, side strains and sore shoulders, happen when cold muscles
            are asked to work hard. Give yourself 10 to 15 minutes before the first ball:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>a few minutes of easy jogging or skipping to raise your heart rate;</Trans>
          </li>
          <li>
            <Trans>dynamic stretches: leg swings, lunges, arm circles and trunk rotations;</Trans>
          </li>
          <li>
            <Trans>short sprints and some catching and throwing at gradually increasing distance;</Trans>
          </li>
          <li>
            <Trans>bowlers: build up with a few gentle deliveries before bowling at full pace.</Trans>
          </li>
        </ul>
        <p>
          <Trans>Cool down with light stretching after the game, especially after a long bowling spell.</Trans>
        </p>
      </>
    ),
  },
  {
    id: "protective-gear",
    title: msg`Wear the right protective gear`,
    body: (
      <>
        <p>
          <Trans>With a hard (leather or season) ball, every batter and wicketkeeper should wear:</Trans>
        </p>
        <ul>
          <li>
            <Trans>a helmet with a face guard, that fits well and meets a recognised safety standard;</Trans>
          </li>
          <li>
            <Trans>batting pads, gloves and an abdominal guard (box);</Trans>
          </li>
          <li>
            <Trans>thigh, arm and chest guards if you face fast bowling;</Trans>
          </li>
          <li>
            <Trans>wicketkeeping pads and gloves for the keeper, and a helmet when standing up to the stumps.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Close-in fielders should wear a helmet and shin guards. With a tennis or soft ball, a helmet is still a good
            idea for young players. Wear studded or rubber-soled cricket shoes that suit the surface: studs on grass,
            rubber soles on artificial turf and in box cricket.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "heat-and-hydration",
    title: msg`Beat the heat`,
    body: (
      <>
        <p>
          <Trans>Indian summers are hard on players. In hot weather:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              drink water before you play and every 20 to 30 minutes during play, even if you are not thirsty;
            </Trans>
          </li>
          <li>
            <Trans>add oral rehydration salts (ORS) or an electrolyte drink on long or very hot days;</Trans>
          </li>
          <li>
            <Trans>wear a hat, sunglasses and sunscreen, and light-coloured, loose clothing;</Trans>
          </li>
          <li>
            <Trans>in peak summer, choose the morning (6–10 AM) or night (6–10 PM) slots over the afternoon;</Trans>
          </li>
          <li>
            <Trans>take drinks breaks in the shade and rotate bowlers more often.</Trans>
          </li>
        </ul>
        <Callout tone="warning" title={msg`Know the signs of heat exhaustion`}>
          <p>
            <Trans>
              Dizziness, headache, nausea, cramps, heavy sweating or confusion mean stop at once. Move the player to the
              shade, cool them with water and give them fluids. If they are confused, faint or stop sweating, call 112.
            </Trans>
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "lightning",
    title: msg`Lightning and storms`,
    body: (
      <>
        <p>
          <Trans>
            During the monsoon, storms build quickly. If you hear thunder, you are close enough to be struck by
            lightning.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>Stop play at the first thunder or lightning and leave the field straight away.</Trans>
          </li>
          <li>
            <Trans>
              Shelter in a proper building or a hard-topped vehicle. Never shelter under a tree, a sightscreen or a
              metal structure, and stay away from floodlight towers and net poles.
            </Trans>
          </li>
          <li>
            <Trans>Wait at least 30 minutes after the last thunder before going back out.</Trans>
          </li>
          <li>
            <Trans>
              Don't play on a waterlogged or slippery outfield; it is easy to tear a muscle or twist an ankle.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            If rain or a storm stops play at an outdoor venue, you get a full refund. See our{" "}
            <Link to="/cancellation-policy">Cancellation Policy</Link>.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "nets-and-box",
    title: msg`Safety in the nets and in box cricket`,
    body: (
      <ul>
        <li>
          <Trans>Only one bowler runs in at a time, and only when the batter is ready.</Trans>
        </li>
        <li>
          <Trans>
            Wait for your turn outside the net, never in a bowler's run-up or behind the stumps without netting.
          </Trans>
        </li>
        <li>
          <Trans>Check the net for holes before you start, and tell the staff if you find one.</Trans>
        </li>
        <li>
          <Trans>
            Bowling machines: let the staff set them up, keep your hands clear of the wheels, and switch them off before
            collecting balls.
          </Trans>
        </li>
        <li>
          <Trans>
            In box cricket, the walls are close: watch out for balls rebounding, and don't dive towards the boundary
            walls.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: "injuries",
    title: msg`Injuries and emergencies`,
    body: (
      <>
        <p>
          <Trans>If someone is hurt:</Trans>
        </p>
        <ol>
          <li>
            <Trans>Stop play and keep the injured player still if they have hurt their head, neck or back.</Trans>
          </li>
          <li>
            <Trans>
              Call <strong>112</strong> for anything serious: a blow to the head, loss of consciousness, chest pain,
              breathing trouble, heavy bleeding or a suspected broken bone.
            </Trans>
          </li>
          <li>
            <Trans>Tell the venue staff. Every venue on Crease must keep a stocked first aid kit.</Trans>
          </li>
          <li>
            <Trans>For minor knocks and sprains, use rest, ice, compression and elevation.</Trans>
          </li>
        </ol>
        <p>
          <Trans>
            A player hit on the head should stop playing, even if they say they feel fine, and should be checked by a
            doctor before playing again. Please <Link to="/contact-us">let us know</Link> about any injury caused by the
            condition of a venue, so we can follow it up with the owner.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "young-players",
    title: msg`Young players`,
    body: (
      <p>
        <Trans>
          Children and teenagers should always have an adult supervising them at the venue. Make sure they wear a helmet
          and pads that fit them, not hand-me-downs that are too big, and that fast bowlers follow age-appropriate
          limits on the number of overs they bowl.
        </Trans>
      </p>
    ),
  },
  {
    id: "respect-the-venue",
    title: msg`Respect the venue and each other`,
    body: (
      <p>
        <Trans>
          Follow the venue's rules and its staff's instructions, keep the area clean, and leave when your slot ends so
          the next group can start on time. No alcohol, smoking or drugs on the field. Disagreements happen in cricket;
          keep them friendly.
        </Trans>
      </p>
    ),
  },
];
