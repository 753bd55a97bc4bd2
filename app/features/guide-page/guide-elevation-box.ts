// The elevation section's box, shared with the placeholder the guide shows until the section's code
// has loaded, so nothing moves when it arrives.
export const GUIDE_ELEVATION_BOX = "h-[15.5rem] rounded-xl border border-limited-grey bg-white p-4";
