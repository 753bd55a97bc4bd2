// Events, blog posts and help articles: fixed demo texts (Markdown) with dates from the demo day.
import { slugify } from "../slugify";
import {
  daysAfter,
  daysBefore,
  type BlogAuthorDraft,
  type BlogPostDraft,
  type EventDraft,
  type HelpArticleDraft,
  type SeedState,
} from "./model";
import type { PlacedRegion } from "./places";
import type { Random } from "./prng";

const EVENT_KINDS = [
  { name: "Trail Ride", summary: "A guided day on the trails with the local club.", days: 1 },
  { name: "Overland Rally", summary: "Three days of camping, classes and trail runs.", days: 3 },
  { name: "Trail Cleanup", summary: "Pack out trash and fix erosion with the land managers.", days: 1 },
  { name: "Jeep Jamboree", summary: "Guided runs for every skill level, with a camp dinner.", days: 2 },
  { name: "Recovery Clinic", summary: "Hands-on winching and recovery practice.", days: 1 },
];

/** About ten events around the demo day: some past, most upcoming, in planned states. */
export function generateEvents(
  random: Random,
  statesWithRegions: readonly { state: SeedState; regions: readonly PlacedRegion[] }[],
): EventDraft[] {
  return random.sample(statesWithRegions, 10).map(({ state, regions }, index) => {
    const kind = random.pick(EVENT_KINDS);
    const region = random.pick(regions);
    const startsAt = index < 3 ? daysBefore(random.int(20, 200)) : daysAfter(random.int(20, 300));
    const title = `${region.draft.title} ${kind.name} ${startsAt.getUTCFullYear()}`;
    return {
      slug: slugify(title),
      title,
      summary: kind.summary,
      bodyMarkdown: [
        `## What to expect`,
        ``,
        `${kind.summary} Meet in ${region.anchor.name}, ${state.title}, at 8 a.m.`,
        ``,
        `## What to bring`,
        ``,
        `- A high-clearance 4x4 with recovery points`,
        `- Water, lunch and a full tank`,
        `- A CB or GMRS radio`,
      ].join("\n"),
      startsAt,
      endsAt: daysAfter(kind.days, startsAt),
      locationName: `${region.anchor.name}, ${state.title}`,
      stateCode: state.code,
      latitude: region.anchor.latitude,
      longitude: region.anchor.longitude,
      websiteUrl: `https://example.org/events/${slugify(title)}`,
      published: index !== 9,
    };
  });
}

export const BLOG_AUTHORS: readonly BlogAuthorDraft[] = [
  { slug: "jamie-rivers", name: "Jamie Rivers", bio: "Trail editor. Has driven more forest roads than paved ones." },
  { slug: "morgan-hale", name: "Morgan Hale", bio: "Overlander and camp cook, usually somewhere in the desert." },
  { slug: "casey-lund", name: "Casey Lund", bio: "Rock crawler, recovery instructor and weekend mechanic." },
];

const BLOG_POSTS: readonly { title: string; summary: string; sections: readonly [string, string][] }[] = [
  {
    title: "Airing Down: How Low Should You Go?",
    summary: "Tire pressure is the cheapest upgrade you will ever make.",
    sections: [
      ["Why air down", "Lower pressure lengthens the tire's footprint, which adds grip and smooths the ride."],
      ["How low", "Most trail rigs run 15-20 psi on rock and 12-15 psi in sand. Air back up before the highway."],
    ],
  },
  {
    title: "Ten Recovery Items Worth Their Weight",
    summary: "What to carry so a stuck rig is a story, not a tow bill.",
    sections: [
      ["The basics", "Rated recovery points, a kinetic rope, soft shackles and traction boards."],
      ["Nice to have", "A winch, a tree saver and a snatch block double what you can do alone."],
    ],
  },
  {
    title: "Planning Your First Overland Trip",
    summary: "Routes, water, fuel and where to sleep.",
    sections: [
      ["Pick a route", "Start with a route under 100 miles with a town at each end."],
      ["Water and fuel", "Carry a gallon of water per person per day and fuel for 50% more miles than planned."],
    ],
  },
  {
    title: "Reading a Trail Rating",
    summary: "What Easy, Moderate, Difficult, Severe and Extreme mean on the trail.",
    sections: [
      ["The scale", "Ratings run from 1 to 10; a range shows the easiest and hardest parts."],
      ["Points of concern", "Shelf roads, off-camber sections and water crossings are listed separately."],
    ],
  },
  {
    title: "Tread Lightly in the Desert",
    summary: "Cryptobiotic soil takes decades to recover. Here is how to keep it.",
    sections: [
      ["Stay on the trail", "Drive on rock or the existing track, never on the black crust."],
      ["Camp on durable surfaces", "Use existing fire rings and camp spots."],
    ],
  },
  {
    title: "Winter Wheeling Basics",
    summary: "Snow changes everything: traction, visibility and how far help is.",
    sections: [
      ["Gear", "Chains, a shovel, warm layers and a way to call for help."],
      ["Driving", "Momentum is your friend going up, and your enemy coming down."],
    ],
  },
  {
    title: "Building a Trail-Ready Toolkit",
    summary: "The tools that fix most trail breakdowns.",
    sections: [
      ["Hand tools", "Sockets for every bolt on your rig, a breaker bar and a tire plug kit."],
      ["Spares", "Belts, hoses, fuses and a spare tie-rod end if you run big tires."],
    ],
  },
  {
    title: "Offline Maps: Never Lose the Trail",
    summary: "Download maps before you lose signal.",
    sections: [
      ["Before you go", "Download the state map and the guides you plan to run while you are on Wi-Fi."],
      ["On the trail", "GPS works without a signal; your downloaded maps show where you are."],
    ],
  },
];

export function generateBlogPosts(random: Random, poolSize: number): BlogPostDraft[] {
  return BLOG_POSTS.map((post, index) => {
    const isDraft = index === BLOG_POSTS.length - 1;
    return {
      slug: slugify(post.title),
      title: post.title,
      summary: post.summary,
      bodyMarkdown: [post.summary, ...post.sections.map(([heading, text]) => `## ${heading}\n\n${text}`)].join("\n\n"),
      heroPoolIndex: random.int(0, poolSize - 1),
      authorIndex: index % BLOG_AUTHORS.length,
      publishedAt: isDraft ? null : daysBefore(index * 21 + random.int(1, 14)),
      published: !isDraft,
    };
  });
}

const HELP_ARTICLES: readonly { title: string; category: string; body: string }[] = [
  { title: "Creating an account", category: "Account", body: "Sign up with your email address, or with Google or Apple." },
  {
    title: "Resetting your password",
    category: "Account",
    body: "Use **Forgot password** on the login page; the link is valid for one hour.",
  },
  {
    title: "Deleting your account",
    category: "Account",
    body: "Go to **Settings**, then **Delete account**. This cannot be undone.",
  },
  {
    title: "Downloading offline maps",
    category: "Maps",
    body: "Open a state map and choose **Download** while you have a connection.",
  },
  {
    title: "Reading route colours",
    category: "Maps",
    body: "Green is easy, blue moderate, yellow difficult, orange severe and red extreme. Pink routes are not rated yet.",
  },
  { title: "Exporting a GPX file", category: "Maps", body: "Members can download the GPX of any trail from its guide page." },
  {
    title: "What All-Access includes",
    category: "Membership",
    body: "Every trail guide in full, offline maps, GPX downloads and more.",
  },
  {
    title: "Starting a free trial",
    category: "Membership",
    body: "The first 7 days are free; cancel any time before the trial ends.",
  },
  {
    title: "Redeeming a gift membership",
    category: "Membership",
    body: "Enter the code on the **Redeem** page while signed in.",
  },
  {
    title: "Becoming a scout",
    category: "Contributing",
    body: "Scouts drive and document new routes. Apply from the **Contribute** page.",
  },
];

export function generateHelpArticles(): HelpArticleDraft[] {
  return HELP_ARTICLES.map((article) => ({
    slug: slugify(article.title),
    title: article.title,
    category: article.category,
    bodyMarkdown: `## ${article.title}\n\n${article.body}\n\n## Still stuck?\n\nWrite to support and we will get back to you within a day.`,
    published: true,
  }));
}
