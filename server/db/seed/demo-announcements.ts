// Site announcements shown on the dashboard and home page. Dates are fixed so every seeded
// database reads the same, newest first, one to two weeks apart.
import type { announcements } from "../schema";

type NewAnnouncement = typeof announcements.$inferInsert;

/** The newest announcement's date; the rest step back from it. */
const NEWEST = Date.UTC(2026, 10, 12, 16, 0, 0);
const DAY_MS = 86_400_000;

interface DemoAnnouncement {
  daysBeforeNewest: number;
  title: string;
  summary: string;
  body: string;
}

const ANNOUNCEMENTS: readonly DemoAnnouncement[] = [
  {
    daysBeforeNewest: 0,
    title: "Winter trail conditions and seasonal closures",
    summary: "Snow has closed the high passes. Here is how to check a trail's status before you head out.",
    body: `Snow arrived early in the Rockies and the Sierra this year, and most trails above 10,000 feet are now closed for the season.

## Before you go

- Open the trail guide and read the **Status** row: closed and impassable reports from the last 30 days are shown there.
- Check the seasonal closure dates in the trail's **Season** field. Many forest roads close on a fixed date, snow or not.
- Look at the forecast on the trail page; it comes straight from the National Weather Service.

## Tell us what you see

If you find a trail in a different state than the guide says, report it from the trail page. Reports from the field keep the map honest for everyone.`,
  },
  {
    daysBeforeNewest: 8,
    title: "New scout routes across the Mojave",
    summary: "Our scouts mapped new desert routes between Barstow and the Nevada line.",
    body: `Cooler weather is desert season, and our scouts have been busy.

This month we published new **scout routes** across the Mojave, from wide graded roads that suit any stock SUV to sandy washes where airing down is a must.

Scout routes are mapped and driven, with waypoints and notes, but do not yet have a full trail guide. Upvote the ones you want us to write up next.`,
  },
  {
    daysBeforeNewest: 15,
    title: "Offline maps now download faster",
    summary: "Map downloads for offline use are smaller and finish sooner.",
    body: `Offline maps are the feature All-Access members use most, so we made them faster.

- Downloads are **smaller** for the same area.
- A download resumes where it stopped when you lose signal.
- You can see how much space each saved area takes in the app's settings.

Download the area you need before you leave town: there is rarely coverage where the good trails are.`,
  },
  {
    daysBeforeNewest: 24,
    title: "How we choose Badge of Honor trails",
    summary: "Badge of Honor trails are the hardest and most memorable trails in each state. Here is how they earn the badge.",
    body: `A **Badge of Honor** trail is one that people plan a trip around.

To earn the badge, a trail needs:

1. A technical rating of 7 or more on at least part of the route.
2. A full trail guide with waypoints and photos of the hardest sections.
3. A run by our scouts within the last two seasons.

Finish one, leave a review with a photo, and the badge shows on your profile.`,
  },
  {
    daysBeforeNewest: 31,
    title: "Reviews now show difficulty changes",
    summary: "When drivers report that a trail got easier or harder, the trail page now says so.",
    body: `Trails change: a washout adds a ledge, a county grader smooths a shelf road.

When you write a review you can now say whether the trail felt **easier**, **about the same** or **harder** than its rating. When enough drivers agree, the trail page shows a summary next to the rating, and our writers take another look at the guide.`,
  },
  {
    daysBeforeNewest: 40,
    title: "Fall cleanup weekend: thank you",
    summary: "Volunteers hauled more than two tons of trash off public land in one weekend.",
    body: `Thank you to everyone who joined the fall cleanup weekend.

Across twelve meetups, volunteers removed more than **two tons** of trash, fixed three trail signs and closed two illegal bypasses that were widening a trail.

Stay on the trail, pack out what you bring in, and we will see you at the spring cleanup.`,
  },
  {
    daysBeforeNewest: 47,
    title: "GPX downloads for All-Access members",
    summary: "Take any trail guide to your GPS unit or another app with a GPX file.",
    body: `All-Access members can now download a **GPX** file from any trail guide or scout route.

The file holds the full track and every waypoint with its name, so you can load it on a handheld GPS, a dash unit or another navigation app.

Look for **Download GPX** in the side box of a trail page.`,
  },
  {
    daysBeforeNewest: 55,
    title: "New ORV parks in the Southeast",
    summary: "We added off-road-vehicle parks in Tennessee, Kentucky, West Virginia and Arkansas.",
    body: `Not every great day off-road is on public land.

We added **ORV parks** in Tennessee, Kentucky, West Virginia and Arkansas, with their trail maps, hours, fees and camping options. Parks show on the Trail Map with their own icon; filter the map to see only parks.`,
  },
  {
    daysBeforeNewest: 63,
    title: "Plan a route with your own waypoints",
    summary: "Drop waypoints on the map, draw a track between them and save it to a list.",
    body: `Planning a multi-day trip? You can now build it on the map.

- **Drop waypoints** for camps, fuel and water.
- **Draw a track** that snaps to known trails and roads.
- **Save it to a list** and share it with the rest of your group.

Your tracks and waypoints stay private unless you share the list.`,
  },
  {
    daysBeforeNewest: 72,
    title: "Meet the scouts behind our Utah guides",
    summary: "Three scouts drove more than 4,000 miles this season to map and photograph Utah's trails.",
    body: `Every trail guide starts with a scout driving it.

This season three scouts covered more than **4,000 miles** in Utah, from the slickrock around Moab to the high country of the Uintas. They recorded every turn, photographed the hardest obstacles and noted where to camp.

Want to help map your area? Read about becoming a contributor on the **Write for us** page.`,
  },
  {
    daysBeforeNewest: 80,
    title: "Technical ratings, explained",
    summary: "What a 3 or an 8 means for your vehicle, and how we rate a trail.",
    body: `Every trail has a **technical rating** from 1 to 10.

| Rating | Label | What to expect |
| --- | --- | --- |
| 1-2 | Easy | Graded dirt roads; any high-clearance vehicle |
| 3-4 | Moderate | Rocks and ruts; four-wheel drive recommended |
| 5-6 | Difficult | Ledges and steep climbs; lockers help |
| 7-8 | Severe | Body damage likely; experienced drivers |
| 9-10 | Extreme | Built rigs and spotters only |

The rating describes the hardest part of the trail in dry conditions.`,
  },
  {
    daysBeforeNewest: 91,
    title: "Welcome to the new Trailguide website",
    summary: "A faster site, a new Trail Map and trail guides that work on your phone at the trailhead.",
    body: `Welcome to the new Trailguide website.

We rebuilt the site to be **fast on a phone**, because that is where you read a trail guide: at the trailhead, with one bar of signal.

- The **Trail Map** shows trails, scout routes and ORV parks together.
- Trail guides load in a fraction of the time.
- Your lists, reviews and garage moved over with you.

Tell us what you think from the **Contact us** page.`,
  },
];

export const DEMO_ANNOUNCEMENTS: readonly NewAnnouncement[] = ANNOUNCEMENTS.map(({ daysBeforeNewest, ...fields }) => ({
  ...fields,
  publishedAt: new Date(NEWEST - daysBeforeNewest * DAY_MS),
}));
