// The footer's link columns (spec §2.7). The partner page and Support come from the client config.
import type { ClientConfig } from "../../load-context";
import { supportLink } from "../../../shared/domain/help-centre";

export interface FooterLink {
  label: string;
  href: string;
  isExternal?: boolean;
}

export interface FooterColumn {
  title: "Explore" | "Purchase" | "Company" | "Community" | "Partners";
  links: FooterLink[];
}

export function footerColumns({ tirePartner, supportUrl }: Pick<ClientConfig, "tirePartner" | "supportUrl">): FooterColumn[] {
  return [
    {
      title: "Explore",
      links: [
        { label: "Home", href: "/" },
        { label: "Trail Map", href: "/map" },
        { label: "Blog", href: "/blog" },
        { label: "Events", href: "/events" },
        { label: "Technical Ratings", href: "/technical-ratings" },
        { label: "Apps", href: "/apps" },
      ],
    },
    {
      title: "Purchase",
      links: [
        { label: "All-Access Membership", href: "/all-access" },
        { label: "Gift Memberships", href: "/gift-memberships" },
        { label: "Redeem a Gift Card", href: "/redeem-gift-card" },
      ],
    },
    {
      title: "Company",
      links: [
        { label: "About Us", href: "/about-us" },
        { label: "Contact Us", href: "/contact-us" },
        { label: "Careers", href: "/careers" },
        { label: "Write for Us", href: "/write-for-us" },
      ],
    },
    {
      title: "Community",
      links: [
        { label: "Welcome", href: "/welcome" },
        { label: "Badge of Honor", href: "/badge-of-honor" },
        { label: "Support", ...supportLink(supportUrl) },
      ],
    },
    {
      title: "Partners",
      links: [{ label: tirePartner.name, href: `/${tirePartner.slug}` }],
    },
  ];
}

export const LEGAL_LINKS: FooterLink[] = [
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Cookie Policy", href: "/cookie-policy" },
];

export type SocialNetwork = "facebook" | "instagram" | "youtube";

/** The product's social profiles; they change rarely enough to live with the footer. */
export const SOCIAL_LINKS: { network: SocialNetwork; label: string; href: string }[] = [
  { network: "facebook", label: "Trailguide on Facebook", href: "https://www.facebook.com/trailguide.offroad" },
  { network: "instagram", label: "Trailguide on Instagram", href: "https://www.instagram.com/trailguide.offroad" },
  { network: "youtube", label: "Trailguide on YouTube", href: "https://www.youtube.com/@trailguide-offroad" },
];
