import { describe, expect, it } from "vitest";
import type { DraftFields, EditableScoutRoute, EditableTrail } from "../../../shared/contracts/guide-editor.contract";
import { changedFields, draftFieldsOf, isDraftNewer, saveBody, saveErrors, valuesOf, valuesWithDraft } from "./editor-form";

const photo = {
  id: 9,
  photo_type: 3 as const,
  caption: null,
  position: 0,
  resized_medium: "/m.jpg",
  resized_large: "/l.jpg",
  original: "/o.jpg",
};

const route: EditableScoutRoute = {
  kind: "scout-route",
  id: 7,
  slug: "7-rattlesnake-ridge",
  page_url: "/US/utah/scout-routes/7-rattlesnake-ridge",
  title: "Rattlesnake Ridge",
  state: { code: "UT", country_code: "US", slug: "utah", title: "Utah" },
  nearest_town_name: "Moab",
  county_name: null,
  geojson: {
    type: "LineString",
    coordinates: [
      [-109.5, 38.5],
      [-109.4, 38.6],
    ],
  },
  state_message: null,
  road_condition: "Graded dirt",
  status: "open",
  permit_information_link: null,
  waypoints: [
    { id: 3, name: "Gate", waypoint_type: "junction", latitude: 38.5, longitude: -109.5, description: "", photos: [photo] },
  ],
  photos: [],
  workflow: { state: "draft", submitted_at: null, accepted_at: null, available_actions: ["submit"] },
  dates: { original_publish_date: null, last_published_date: null, new_edition_date: null },
  can_set_new_edition_date: false,
  can_read_editor_notes: true,
  draft: null,
  updated_at: "2026-11-20T10:00:00.000Z",
  difficulty: 4,
  route_description: "<p>Slickrock.</p>",
  categories: ["Scenic"],
};

const { difficulty: _difficulty, route_description: _description, categories: _categories, ...shared } = route;
const trail: EditableTrail = {
  ...shared,
  kind: "trail",
  technical_rating_low: 4,
  technical_rating_high: 6,
  points_of_concern: [],
  teaser: "Slickrock above the river.",
  description: "<p>Slickrock.</p>",
  season: null,
  is_preview: false,
  is_boh: false,
  can_set_trail_flags: false,
};

describe("the guide editor's form", () => {
  it("sends only the fields that changed, with the reason and the version it started from", () => {
    const saved = valuesOf(route);
    const edited = { ...saved, title: "Rattlesnake Ridge Loop" };
    expect(changedFields(edited, saved)).toEqual({ title: "Rattlesnake Ridge Loop" });
    expect(saveBody(edited, saved, "Better name", route.updated_at)).toEqual({
      title: "Rattlesnake Ridge Loop",
      change_reason: "Better name",
      updated_at: route.updated_at,
    });
  });

  it("checks a save with the contract before sending: the reason, and each waypoint's fields by path", () => {
    const saved = valuesOf(route);
    const edited = { ...saved, waypoints: [{ ...saved.waypoints[0]!, name: " " }] };
    expect(saveErrors("scout-route", saveBody(edited, saved, "", route.updated_at))).toEqual({
      change_reason: "Say what you changed and why.",
      "waypoints.0.name": "Enter the waypoint's name.",
    });
  });

  it("sends waypoints without the form's keys and photos, new ones without an id", () => {
    const saved = valuesOf(route);
    const added = {
      key: "new-1",
      name: "Camp",
      waypoint_type: "camp" as const,
      latitude: 38.6,
      longitude: -109.4,
      description: "",
      photos: [],
    };
    const body = changedFields({ ...saved, waypoints: [...saved.waypoints, added] }, saved);
    expect(body.waypoints).toEqual([
      { id: 3, name: "Gate", waypoint_type: "junction", latitude: 38.5, longitude: -109.5, description: "" },
      { name: "Camp", waypoint_type: "camp", latitude: 38.6, longitude: -109.4, description: "" },
    ]);
  });

  it("restores a draft with its reason, and saved waypoints keep their photos", () => {
    const saved = valuesOf(route);
    const fields = draftFieldsOf({ ...saved, title: "Half-typed tit" }, "Fix the");
    const restored = valuesWithDraft(saved, fields);
    expect(restored.changeReason).toBe("Fix the");
    expect(restored.values.title).toBe("Half-typed tit");
    expect(restored.values.waypoints[0]!.photos).toEqual([photo]);
  });

  it("restores a draft that saves as it is: an unrated route stays unrated", () => {
    const saved = valuesOf({ ...route, difficulty: null });
    const restored = valuesWithDraft(saved, draftFieldsOf({ ...saved, road_condition: "Washboard" }, ""));
    expect(restored.values).toMatchObject({ difficulty: null, road_condition: "Washboard" });
    expect(saveErrors("scout-route", saveBody(restored.values, saved, "From the drive", route.updated_at))).toEqual({});
  });

  it("never sends a trail's paywall flags, not even from a draft kept when the editor still set them", () => {
    const saved = valuesOf(trail);
    const oldDraft = { season: "All year", is_preview: true, is_boh: true } as unknown as DraftFields;
    const restored = valuesWithDraft(saved, oldDraft);
    const body = saveBody(restored.values, saved, "Open all year", trail.updated_at);
    expect(body).toEqual({ season: "All year", change_reason: "Open all year", updated_at: trail.updated_at });
    expect(draftFieldsOf(restored.values, "")).not.toHaveProperty("is_preview");
    expect(saveErrors("trail", body)).toEqual({});
  });

  it("offers a draft only when it is newer than the guide's last save", () => {
    const draft = { fields: {}, saved_at: "2026-11-21T10:00:00.000Z" };
    expect(isDraftNewer({ ...route, draft })).toBe(true);
    expect(isDraftNewer({ ...route, draft: { ...draft, saved_at: "2026-11-19T10:00:00.000Z" } })).toBe(false);
    expect(isDraftNewer(route)).toBe(false);
  });
});
