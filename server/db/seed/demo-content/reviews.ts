// Generated member accounts and their reviews; a guide's review totals are derived from its reviews.
import { DRIVE_STYLES, VEHICLE_MAKES } from "../../../../shared/domain/sign-up-options";
import { daysBefore, toDateString, PHOTO_TYPE, type MemberDraft, type ReviewDraft } from "./model";
import { personNames } from "./names";
import { createRandom, randomUuid, type Random } from "./prng";
import { reviewBody } from "./review-text";

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
  5: [
    "Best day on the trail all year",
    "Worth every mile",
    "A must-do",
    "Stunning views the whole way",
    "Our new favourite",
    "Perfect fall run",
  ],
  4: ["Great run with a couple of tough spots", "Fun trail, bring a spotter", "Solid day out", "Would run it again"],
  3: ["Fine, but the road was rough", "Good views, busy on the weekend", "Okay for a half day", "Mixed bag"],
  2: ["Washed out in places", "Not as described this season", "Rough going this year"],
  1: ["Turned around early", "Closed when we got there", "Wasted trip"],
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
      // One draw of the guide's stream seeds the words, so the rest of the demo stays as it was.
      body: reviewBody(createRandom(random.int(0, 2 ** 31 - 1)), stars),
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
