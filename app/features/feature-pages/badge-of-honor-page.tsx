// The Badge of Honor programme: the hardest trails, and bronze, silver and gold badges for
// driving them (badge colours of spec §9).
import { Award } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "../../components/article/breadcrumbs";
import { buttonClassName } from "../../components/ui/button";

const TIERS = [
  {
    name: "Bronze",
    // Spec §9: bronze background with white text; the large bold label keeps it readable.
    classes: "bg-bronze text-white",
    requirement: "Complete your first Badge of Honor trail and log it with a photo from the hardest obstacle.",
  },
  {
    name: "Silver",
    classes: "bg-silver text-dark-grey",
    requirement: "Complete five Badge of Honor trails in at least two different states or provinces.",
  },
  {
    name: "Gold",
    classes: "bg-gold text-grey",
    requirement: "Complete fifteen Badge of Honor trails, including at least three rated Extreme.",
  },
] as const;

export function BadgeOfHonorPage() {
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={[{ label: "Badge of Honor" }]} />
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight">Badge of Honor</h1>
      <p className="mt-3 max-w-3xl text-lg text-grey">
        Some trails are remembered for a lifetime. Badge of Honor trails are the toughest in the Trailguide collection: steep
        ledges, boulder fields and tight lines that test drivers, spotters and rigs. Drive them, prove it, and earn a badge on
        your profile.
      </p>

      <section aria-labelledby="trails-title" className="mt-10 max-w-3xl">
        <h2 id="trails-title" className="text-2xl font-bold tracking-tight">
          The hardest trails
        </h2>
        <p className="mt-3 text-grey">
          Our editors choose Badge of Honor trails from guides rated Severe or Extreme on our{" "}
          <Link to="/technical-ratings" className="font-medium text-dark-grey underline">
            technical rating scale
          </Link>
          . Each one is marked with the Badge of Honor icon on its guide and on the map.
        </p>
      </section>

      <section aria-labelledby="earn-title" className="mt-10 max-w-3xl">
        <h2 id="earn-title" className="text-2xl font-bold tracking-tight">
          How the badge is earned
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-grey">
          <li>Open a Badge of Honor trail in the app and start navigation at the trailhead.</li>
          <li>Drive the whole trail; the app records your track against the guide&apos;s line.</li>
          <li>Add a review with a photo of your rig at the hardest obstacle.</li>
          <li>Our editors check the track and photo, and the trail counts towards your badge.</li>
        </ol>
      </section>

      <section aria-labelledby="tiers-title" className="mt-10">
        <h2 id="tiers-title" className="text-2xl font-bold tracking-tight">
          Bronze, silver and gold
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {TIERS.map((tier) => (
            <li key={tier.name} className="flex flex-col gap-3 rounded-xl border border-grey/15 bg-white p-5 shadow-sm">
              <span
                className={`inline-flex items-center gap-2 self-start rounded-full px-4 py-2 text-xl font-bold ${tier.classes}`}
              >
                <Award aria-hidden="true" className="size-5" />
                {tier.name}
              </span>
              <p className="text-grey">{tier.requirement}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="safety-title" className="mt-10 max-w-3xl">
        <h2 id="safety-title" className="text-2xl font-bold tracking-tight">
          Drive safely
        </h2>
        <p className="mt-3 text-grey">
          Never drive a Badge of Honor trail alone. Travel with at least one other vehicle, carry recovery gear and a radio, and
          turn around when conditions are beyond your rig or your experience. No badge is worth an injury.
        </p>
      </section>

      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/pricing" className={buttonClassName({ size: "lg" })}>
          See All-Access
        </Link>
        <Link to="/technical-ratings" className={buttonClassName({ variant: "secondary", size: "lg" })}>
          How trails are rated
        </Link>
      </div>
    </div>
  );
}
