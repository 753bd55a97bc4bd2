// Generated member accounts and their reviews; a guide's review totals are derived from its reviews.
import { DRIVE_STYLES, VEHICLE_MAKES } from "../../../../shared/domain/sign-up-options";
import { daysBefore, toDateString, PHOTO_TYPE, type MemberDraft, type ReviewDraft } from "./model";
import { personNames } from "./names";
import { randomUuid, type Random } from "./prng";

export const MEMBER_EMAIL_DOMAIN = "demo.trailguide.test";
const MEMBER_COUNT = 20;

export function generateMembers(random: Random, stateNames: readonly string[]): MemberDraft[] {
  return personNames(random, MEMBER_COUNT).map((name) => ({
    uuid: randomUuid(random),
    email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@${MEMBER_EMAIL_DOMAIN}`,
    name,
    isSubscribed: random.chance(0.4),
    stateName: random.pick(stateNames),
    driveStyle: random.pick(DRIVE_STYLES),
    yearStarted: random.int(1985, 2025),
    vehicleMake: random.pick(VEHICLE_MAKES),
    createdAt: daysBefore(random.int(30, 1_800)),
  }));
}

const RATINGS = [5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 1];

const TITLES: Record<number, readonly string[]> = {
  5: ["Best day on the trail all year", "Worth every mile", "A must-do", "Stunning views the whole way"],
  4: ["Great run with a couple of tough spots", "Fun trail, bring a spotter", "Solid day out"],
  3: ["Fine, but the road was rough", "Good views, busy on the weekend", "Okay for a half day"],
  2: ["Washed out in places", "Not as described this season"],
  1: ["Turned around early", "Closed when we got there"],
};

const BODIES: Record<number, readonly string[]> = {
  5: [
    "We ran it in a stock 4Runner with a group of four. The guide was spot on and the camp spots were empty.",
    "Aired down to 18 psi and everything went smoothly. The overlook at the top is unreal at sunset.",
    "Took the family on this one. Plenty of places to stop and the kids loved the creek.",
  ],
  4: [
    "A couple of ledges needed a spotter but nothing that lockers could not handle. Great views.",
    "Some new ruts since the guide was written, but the waypoints made it easy to follow.",
  ],
  3: [
    "The washboard on the approach was brutal. The trail itself was fun once we got there.",
    "Lots of traffic on a Saturday. Go early on a weekday if you can.",
  ],
  2: ["The wash had cut a deep channel near the middle, and we had to stack rocks to get across."],
  1: ["A locked gate two miles in. Check the status before you drive out here."],
};

/** 0-8 reviews by distinct reviewers; unpublished guides have none. */
export function generateReviews(
  random: Random,
  reviewerEmails: readonly string[],
  rating: number | null,
  photoPool: readonly number[],
): ReviewDraft[] {
  return random.sample(reviewerEmails, random.int(0, 8)).map((userEmail) => {
    const stars = random.pick(RATINGS);
    const visited = daysBefore(random.int(5, 700));
    const suggestsChange = rating !== null && random.chance(0.2);
    return {
      userEmail,
      rating: stars,
      title: random.pick(TITLES[stars]!),
      body: random.pick(BODIES[stars]!),
      suggestedDifficulty: suggestsChange ? Math.min(10, Math.max(1, rating + random.pick([-2, -1, 1, 2]))) : null,
      visitedOn: toDateString(visited),
      createdAt: daysBefore(random.int(0, 4), visited),
      photos: random.chance(0.15)
        ? random.sample(photoPool, random.int(1, 2)).map((poolIndex, position) => ({
            poolIndex,
            photoType: PHOTO_TYPE.highlight,
            position,
            caption: "From the trail",
          }))
        : [],
    };
  });
}

/** The totals a guide keeps for its reviews: the mean to 2 decimals, and how many. */
export function reviewTotals(reviews: readonly { rating: number }[]): { reviewAverage: number; reviewCount: number } {
  if (reviews.length === 0) return { reviewAverage: 0, reviewCount: 0 };
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return { reviewAverage: Math.round((sum / reviews.length) * 100) / 100, reviewCount: reviews.length };
}
