import { expectTypeOf, it } from "vitest";
import type { AppEnv } from "./app-env";

it("a request carries no service locator: each module's routes receive the services they name (ADR 0089)", () => {
  expectTypeOf<AppEnv["Variables"]>().not.toHaveProperty("services");
  expectTypeOf<AppEnv["Variables"]>().toHaveProperty("site");
});
