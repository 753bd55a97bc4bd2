import { describe, expect, it } from "vitest";
import { listRelation, mayOnList, type ListAction, type ListRelation } from ".";

const OWNER = { id: 1 };
const OTHER = { id: 2 };

describe(listRelation.name, () => {
  it.each([
    ["the owner", OWNER, null, "owner"],
    ["the owner, even with a stray membership", OWNER, "viewer", "owner"],
    ["an invited editor", OTHER, "editor", "editor"],
    ["an invited viewer", OTHER, "viewer", "viewer"],
    ["someone signed in with no membership", OTHER, null, "stranger"],
    ["someone signed out", null, null, "stranger"],
  ] as const)("%s is %s", (_label, reader, memberRole, relation) => {
    expect(listRelation(reader, { ownerId: OWNER.id, isPublic: false, memberRole })).toBe(relation);
  });
});

// Every relation x every action, private and through a public list's link.
const ACTIONS: ListAction[] = ["read", "edit_items", "edit_details", "delete", "see_members", "manage_members", "leave"];
const TABLE: Record<ListRelation | "public link", ListAction[]> = {
  owner: ["read", "edit_items", "edit_details", "delete", "see_members", "manage_members"],
  editor: ["read", "edit_items", "see_members", "leave"],
  viewer: ["read", "see_members", "leave"],
  stranger: [],
  "public link": ["read"],
};

describe(mayOnList.name, () => {
  const cases = Object.entries(TABLE).flatMap(([who, allowed]) =>
    ACTIONS.map((action) => [who, action, allowed.includes(action)] as const),
  );
  it.each(cases)("%s: %s -> %s", (who, action, expected) => {
    const relation: ListRelation = who === "public link" ? "stranger" : (who as ListRelation);
    expect(mayOnList(action, relation, who === "public link")).toBe(expected);
  });

  it.each(["owner", "editor", "viewer"] as const)("a public list gives %s no less than a private one", (relation) => {
    for (const action of ACTIONS) {
      if (mayOnList(action, relation, false)) expect(mayOnList(action, relation, true)).toBe(true);
    }
  });
});
