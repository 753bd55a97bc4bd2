// The tag manager and the ad pixel are added to the page only when configured, and hear the spec's
// conversions (spec §7, ADR 0058).
import { afterEach, describe, expect, it, vi } from "vitest";
import { installMarketingTags, sendConversion } from "./marketing-tags";

const CONFIGURED = {
  emailMarketing: null,
  tagManager: { scriptUrl: "https://tags.example/gtm.js", containerId: "GTM-TEST" },
  adPixel: { scriptUrl: "https://pixel.example/fbevents.js", pixelId: "1234" },
};
const NOTHING = { emailMarketing: null, tagManager: null, adPixel: null };

/** A page with a head to add scripts to; returns the scripts' addresses. */
function stubPage() {
  const scripts: string[] = [];
  const page = {};
  vi.stubGlobal("window", page);
  vi.stubGlobal("document", {
    createElement: () => ({ async: false, src: "" }),
    head: { append: (script: { src: string }) => scripts.push(script.src) },
  });
  return { scripts, page: page as Window };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe(installMarketingTags.name, () => {
  it("adds nothing to the page when no service is configured", () => {
    const { scripts, page } = stubPage();
    installMarketingTags(NOTHING);
    sendConversion(NOTHING, "sign up");
    expect(scripts).toEqual([]);
    expect(page).toEqual({});
  });

  it("loads the container and the pixel, and queues their first calls until their scripts arrive", () => {
    const { scripts, page } = stubPage();
    installMarketingTags(CONFIGURED);
    expect(scripts).toEqual(["https://tags.example/gtm.js?id=GTM-TEST", "https://pixel.example/fbevents.js"]);
    expect(page.dataLayer).toHaveLength(1);
    expect(page.dataLayer?.[0]).toMatchObject({ event: "gtm.js" });
    expect(typeof page.dataLayer?.[0]?.["gtm.start"]).toBe("number");
    expect(page.fbq?.queue).toEqual([["init", "1234"]]);
  });
});

describe(sendConversion.name, () => {
  it("a sign-up is sign_up for the tag manager and Sign Up plus CompleteRegistration for the pixel", () => {
    const { page } = stubPage();
    installMarketingTags(CONFIGURED);
    sendConversion(CONFIGURED, "sign up");
    expect(page.dataLayer?.at(-1)).toEqual({ event: "sign_up" });
    expect(page.fbq?.queue.slice(1)).toEqual([
      ["trackCustom", "Sign Up"],
      ["track", "CompleteRegistration"],
    ]);
  });

  it("a log-in is login for the tag manager and nothing for the pixel", () => {
    const { page } = stubPage();
    installMarketingTags(CONFIGURED);
    sendConversion(CONFIGURED, "log in");
    expect(page.dataLayer?.at(-1)).toEqual({ event: "login" });
    expect(page.fbq?.queue).toEqual([["init", "1234"]]);
  });
});
