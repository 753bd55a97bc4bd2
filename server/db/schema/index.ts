export * from "./infrastructure";
export * from "./places";
export * from "./site";
export * from "./users";
export * from "./content";
export * from "./lists";
export * from "./map";
export * from "./user-content";
