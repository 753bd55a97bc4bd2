// Events, blog posts and help articles: fixed demo texts (Markdown) with dates from the demo day.
import { slugify } from "../../../../shared/domain/slugify";
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

/** The demo's blog: a summary shown above the post (not repeated in its body) and three sections. */
const BLOG_POSTS: readonly { title: string; summary: string; sections: readonly [string, string][] }[] = [
  {
    title: "Airing Down: How Low Should You Go?",
    summary: "Tire pressure is the cheapest upgrade you will ever make.",
    sections: [
      [
        "Why air down",
        "A tire at highway pressure is a hard, narrow hoop. Let some air out and its footprint grows longer, so more rubber grips the rock and the tread wraps around sharp edges instead of bouncing off them. The ride smooths out too: washboard that rattles fillings at 35 psi turns into a hum at 18, and the suspension has an easier day.",
      ],
      [
        "How low",
        "Most trail rigs run 15 to 20 psi on rock and 12 to 15 psi in sand, a little higher for heavy overland builds and load-range E tires. Go down in steps of a few psi and feel the difference before you go lower. Below about 12 psi a tire can roll off the bead on a side slope unless you run beadlocks.",
      ],
      [
        "Back on the pavement",
        "Air back up before the highway: a soft tire at speed builds heat fast and wears its shoulders. A small onboard compressor pays for itself the first time you do not have to crawl to the nearest gas station at 20 mph. Four tire deflators set to your pressure make the trailhead stop a two-minute job.",
      ],
    ],
  },
  {
    title: "Ten Recovery Items Worth Their Weight",
    summary: "What to carry so a stuck rig is a story, not a tow bill.",
    sections: [
      [
        "The basics",
        "Start with rated recovery points front and rear: a tow ball is not one. Add a kinetic rope sized for your rig's weight, two soft shackles and a pair of traction boards. With those and a friend, most stuck situations end in a few minutes and a laugh.",
      ],
      [
        "When you travel alone",
        "A winch, a tree saver and a snatch block double what you can do on your own, and a pulley doubles the winch. Learn to rig them at home before you need them on a slope in the rain. A pair of leather gloves and a damper blanket for the line belong in the same bag.",
      ],
      [
        "The small things",
        "A shovel, a hi-lift or bottle jack with a base plate, a tire plug kit and a compressor round out the list. Keep it all strapped down: a loose jack in a rollover is a projectile. Check the rope for cuts and UV damage every season.",
      ],
    ],
  },
  {
    title: "Planning Your First Overland Trip",
    summary: "Routes, water, fuel and where to sleep.",
    sections: [
      [
        "Pick a route",
        "Start with a route under 100 miles with a town at each end, rated Easy or Moderate, and plan to drive half of what you think you can in a day. Read the guide's points of concern and the latest reviews: a washed-out crossing or a seasonal closure changes everything.",
      ],
      [
        "Water and fuel",
        "Carry a gallon of water per person per day, plus a spare day, and fuel for half again as many miles as planned: low range and sand burn more than you expect. Note where the last fuel stop is and do not pass it with less than a full tank.",
      ],
      [
        "Where to sleep",
        "Dispersed camping is allowed on most national forest and BLM land unless signs say otherwise; stay on existing sites and within the distance the land manager allows from the road. Arrive before dark the first few nights so you can pick a flat, safe spot.",
      ],
    ],
  },
  {
    title: "Reading a Trail Rating",
    summary: "What Easy, Moderate, Difficult, Severe and Extreme mean on the trail.",
    sections: [
      [
        "The scale",
        "Ratings run from 1 to 10. Easy (1-2) suits a stock high-clearance vehicle; Moderate (3-4) adds rocks, ruts and some careful tire placement. Difficult (5-6) asks for lockers or a lift and a spotter, Severe (7-8) for a built rig and recovery gear, and Extreme (9-10) for trailers home if things go wrong.",
      ],
      [
        "Ranges",
        "A range such as 3-5 shows the easiest and the hardest parts: most of the trail drives like a 3, with one or two obstacles that rate a 5. Those often have a bypass; the guide's waypoints say where.",
      ],
      [
        "Points of concern",
        "Shelf roads, off-camber sections, water crossings and tight trees are listed apart from the rating, because they matter to some rigs more than others. A full-size truck and a short Jeep can rate the same trail very differently.",
      ],
    ],
  },
  {
    title: "Tread Lightly in the Desert",
    summary: "Cryptobiotic soil takes decades to recover. Here is how to keep it.",
    sections: [
      [
        "Stay on the trail",
        "The dark, lumpy crust beside many desert trails is alive: mosses, lichens and bacteria that hold the sand together. One set of tire tracks can undo fifty years of growth. Drive on rock or the existing track, and walk in washes rather than across the crust.",
      ],
      [
        "Camp on durable surfaces",
        "Use existing fire rings and camp spots, and park where others have parked. Collect no wood where the land manager forbids it, and bring a fire pan where fires are allowed without rings.",
      ],
      [
        "Leave it as you found it",
        "Pack out everything, including food scraps and toilet paper. A portable toilet or a waste bag is required in many desert areas now, and it keeps the best camps open to everyone.",
      ],
    ],
  },
  {
    title: "Winter Wheeling Basics",
    summary: "Snow changes everything: traction, visibility and how far help is.",
    sections: [
      [
        "Gear",
        "Chains for at least one axle, a shovel, warm layers, a sleeping bag and a way to call for help without cell service. Days are short, so carry more light than you think you need.",
      ],
      [
        "Driving",
        "Momentum is your friend going up and your enemy coming down. Air down a little for flotation, keep your speed steady and turn around before the snow is deeper than your axles. Drifts hide rocks and ditches.",
      ],
      [
        "Timing and closures",
        "Many forest roads close for the season, and some are groomed for snowmobiles: driving them is not allowed. Check the Motor Vehicle Use Map and the guide's status before you go, and tell someone your route and return time.",
      ],
    ],
  },
  {
    title: "Building a Trail-Ready Toolkit",
    summary: "The tools that fix most trail breakdowns.",
    sections: [
      [
        "Hand tools",
        "Sockets and wrenches for every bolt on your rig, a breaker bar, pliers, a multimeter and a tire plug kit. Check each tool against your vehicle in the driveway: a missing 18 mm socket ends more trips than a broken axle.",
      ],
      [
        "Spares",
        "Belts, hoses, fuses, a spare tie-rod end if you run big tires, and a few feet of wire. Zip ties, hose clamps and duct tape fix more than they should.",
      ],
      [
        "Fluids",
        "A quart of oil, gear oil, brake fluid and coolant cover most leaks long enough to get home. Pack them in a bin that cannot tip.",
      ],
    ],
  },
  {
    title: "Offline Maps: Never Lose the Trail",
    summary: "Download maps before you lose signal.",
    sections: [
      [
        "Before you go",
        "While you are on Wi-Fi, download the GPX of each route you plan to run into your GPS or phone app, with that app's offline maps of the area. Open them once in airplane mode at home to be sure they work.",
      ],
      [
        "On the trail",
        "GPS works without a signal: your downloaded maps show where you are. Keep the phone charged and mounted where the driver can glance at it without leaning.",
      ],
      [
        "A paper backup",
        "A printed guide and the Motor Vehicle Use Map weigh nothing and never run out of battery. Mark the route, the bail-out roads and the last fuel stop on the paper map, and leave a copy with someone at home along with the day you expect to be back.",
      ],
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
      // The summary is shown above the post: the body starts with its first section.
      bodyMarkdown: post.sections.map(([heading, text]) => `## ${heading}\n\n${text}`).join("\n\n"),
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
