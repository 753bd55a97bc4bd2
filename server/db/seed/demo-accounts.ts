// One demo account per role and tier, so every screen can be tried (README, e2e and API tests).
import type { Role } from "../../../shared/domain/roles";

export const DEMO_PASSWORD = "trailguide-demo";

export const DEMO_ACCOUNT_KEYS = ["free", "member", "promo", "scout", "writer", "admin", "super"] as const;
export type DemoAccountKey = (typeof DEMO_ACCOUNT_KEYS)[number];

export interface DemoAccount {
  /** A short handle for tests and docs: loginAs("scout"). */
  key: DemoAccountKey;
  email: string;
  password: string;
  name: string;
  role: Role;
  isSubscribed: boolean;
  isOfficialCrew: boolean;
  /** Answers to the sign-up questions (spec §2.10). */
  stateName: string;
  driveStyle: string;
  yearStarted: number;
  vehicleMake: string;
  /** When the account was made: before anything it wrote, reviewed or keeps (the profile's "Member since"). */
  memberSince: Date;
}

const account = (
  fields: Omit<DemoAccount, "password" | "isSubscribed" | "isOfficialCrew"> & Partial<DemoAccount>,
): DemoAccount => ({
  password: DEMO_PASSWORD,
  isSubscribed: false,
  isOfficialCrew: false,
  ...fields,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account({
    key: "free",
    email: "free@demo.trailguide.test",
    name: "Frankie Free",
    role: "STANDARD",
    stateName: "Colorado",
    driveStyle: "Dirt Roads/Backroads",
    yearStarted: 2022,
    vehicleMake: "Toyota",
    memberSince: new Date("2022-03-08T00:00:00Z"),
  }),
  account({
    key: "member",
    email: "member@demo.trailguide.test",
    name: "Morgan Member",
    role: "STANDARD",
    isSubscribed: true,
    stateName: "Utah",
    driveStyle: "Rock Crawling",
    yearStarted: 2011,
    vehicleMake: "Jeep",
    memberSince: new Date("2021-05-20T00:00:00Z"),
  }),
  account({
    key: "promo",
    email: "promo@demo.trailguide.test",
    name: "Parker Promo",
    role: "PROMOTIONAL",
    stateName: "Arizona",
    driveStyle: "Overlanding",
    yearStarted: 2016,
    vehicleMake: "Land Rover",
    memberSince: new Date("2021-10-04T00:00:00Z"),
  }),
  account({
    key: "scout",
    email: "scout@demo.trailguide.test",
    name: "Sawyer Scout",
    role: "SCOUT",
    stateName: "Nevada",
    driveStyle: "Overlanding",
    yearStarted: 2008,
    vehicleMake: "Toyota",
    memberSince: new Date("2020-09-03T00:00:00Z"),
  }),
  account({
    key: "writer",
    email: "writer@demo.trailguide.test",
    name: "Whitney Writer",
    role: "WRITER",
    stateName: "California",
    driveStyle: "Dirt Roads/Backroads",
    yearStarted: 2014,
    vehicleMake: "Ford",
    memberSince: new Date("2020-06-15T00:00:00Z"),
  }),
  account({
    key: "admin",
    email: "admin@demo.trailguide.test",
    name: "Addison Admin",
    role: "ADMIN",
    stateName: "Idaho",
    driveStyle: "Mudding",
    yearStarted: 2005,
    vehicleMake: "Ram",
    memberSince: new Date("2020-02-11T00:00:00Z"),
  }),
  account({
    key: "super",
    email: "super@demo.trailguide.test",
    name: "Sydney Super",
    role: "SUPER",
    isOfficialCrew: true,
    stateName: "Utah",
    driveStyle: "Rock Crawling",
    yearStarted: 1998,
    vehicleMake: "Jeep",
    memberSince: new Date("2019-04-02T00:00:00Z"),
  }),
];

export function demoAccount(key: DemoAccountKey): DemoAccount {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No demo account "${key}"`);
  return found;
}
