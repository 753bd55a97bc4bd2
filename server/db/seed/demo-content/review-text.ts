// The words of a demo review, put together from a rig, what the driver found (by the stars they
// gave) and a tip, so that no two reviews of the demo read alike. Labelled demo content like the rest.
import type { Random } from "./prng";

const RIGS = [
  "We ran it in a stock 4Runner with two other rigs.",
  "Took my Wrangler on 35s out on a Tuesday.",
  "Did this one solo in a lifted Tacoma.",
  "Our club ran it with six rigs and two first-timers.",
  "Went up in the Bronco with the kids in the back.",
  "First time here, in a Gladiator with a small lift.",
  "Ran it in a Land Cruiser towing nothing but a cooler.",
  "Two of us in a Rubicon and a buddy on a side-by-side.",
  "Brought the overland rig, roof tent and all.",
  "Drove it in a 4Runner on all-terrains and no lockers.",
  "We came through in a Defender at the end of a long week.",
  "Ran it in a Ram Power Wagon, which felt wide in places.",
] as const;

const FINDINGS: Record<number, readonly string[]> = {
  5: [
    "The guide was spot on and every waypoint was where it said.",
    "Aired down to 18 psi and the whole climb went smoothly.",
    "The overlook at the top is unreal at sunset.",
    "Camp spots past the second creek crossing were empty.",
    "Trail was dry, the obstacles were fun and nothing scraped.",
    "Wildflowers everywhere and barely another rig all day.",
  ],
  4: [
    "A couple of ledges needed a spotter but nothing lockers could not handle.",
    "Some new ruts since the guide was written, but the line was easy to follow.",
    "The shelf road section is narrower than it looks in photos.",
    "One washout near the middle took a few minutes of stacking rocks.",
    "Great views; the last mile is slow going over loose rock.",
  ],
  3: [
    "The washboard on the approach was brutal; the trail itself was fun.",
    "Lots of traffic on a Saturday, with a wait at every obstacle.",
    "Dusty and hot by noon, and the views were hazy from smoke.",
    "Easier than the rating suggests until the final climb.",
    "Half the campsites were taken and the rest were full of trash.",
  ],
  2: [
    "The wash had cut a deep channel near the middle and we had to build a ramp.",
    "Mud past the gate was axle deep after a week of rain.",
    "Downed trees on the upper section; we cut two and turned back at the third.",
  ],
  1: [
    "A locked gate two miles in, with no notice at the trailhead.",
    "The bridge over the creek is out and there is no way around it.",
    "Snow still covered the pass and the road was closed.",
  ],
};

const TIPS = [
  "Check the status before you drive out.",
  "Air down before the first climb.",
  "Bring a spotter for the ledges.",
  "There is no cell service past the gate.",
  "Pack out your trash; the camps are worth keeping clean.",
  "Fuel up in town, there is nothing out there.",
  "Go early on a weekday if you can.",
  "A recovery board or two would not hurt.",
] as const;

/** A review's words for a rating of `stars`, drawn from `random` (a fork for this review alone). */
export function reviewBody(random: Random, stars: number): string {
  return [random.pick(RIGS), random.pick(FINDINGS[stars]!), random.pick(TIPS)].join(" ");
}
