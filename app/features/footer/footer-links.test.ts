import { describe, expect, it } from "vitest";
import { LEGAL_LINKS, footerColumns } from "./footer-links";

const columns = footerColumns({
  tirePartner: { slug: "summit-tires", name: "Summit Tires" },
  supportUrl: "https://help.example/",
});
const allLinks = columns.flatMap((column) => column.links);

describe(footerColumns.name, () => {
  it("has the five column groups in order", () => {
    expect(columns.map((column) => column.title)).toEqual(["Explore", "Purchase", "Company", "Community", "Partners"]);
  });

  it.each([
    ["Home", "/"],
    ["Blog", "/blog"],
    ["Trail Map", "/map"],
    ["All-Access Membership", "/all-access"],
    ["Gift Memberships", "/gift-memberships"],
    ["Welcome", "/welcome"],
    ["Technical Ratings", "/technical-ratings"],
    ["Apps", "/apps"],
    ["About Us", "/about-us"],
    ["Contact Us", "/contact-us"],
    ["Careers", "/careers"],
    ["Summit Tires", "/summit-tires"],
  ])("links %s to %s", (label, href) => {
    expect(allLinks).toContainEqual({ label, href });
  });

  it("opens Support, an external help centre, from the config", () => {
    expect(allLinks).toContainEqual({ label: "Support", href: "https://help.example/", isExternal: true });
  });

  it("opens the site's own help centre when no external one is configured", () => {
    const links = footerColumns({ tirePartner: { slug: "summit-tires", name: "Summit Tires" }, supportUrl: null }).flatMap(
      (column) => column.links,
    );
    expect(links).toContainEqual({ label: "Support", href: "/help", isExternal: false });
  });
});

describe("LEGAL_LINKS", () => {
  it("lists the three legal pages", () => {
    expect(LEGAL_LINKS.map((link) => link.href)).toEqual(["/terms-of-service", "/privacy-policy", "/cookie-policy"]);
  });
});
