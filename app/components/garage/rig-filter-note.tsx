// Why "fits my rig" cannot filter for this reader (ADR 0037), with the way forward: log in, join
// All-Access, or add a rig to My Garage. The map's filters and the search page both show it.
import { Link } from "react-router";
import { TEXT_LINK_CLASSES } from "../ui/text-link";
import { useT } from "../../lib/i18n";
import { loginPathReturningTo } from "../../lib/session";

export type RigFilterUnavailable = "sign-in" | "join" | "add-rig";

interface RigFilterNoteProps {
  reason: RigFilterUnavailable;
  /** Where Log In brings the visitor back to. */
  returnTo: string;
  /** The reader's garage (their profile's edit page), for "add-rig". */
  garageHref: string;
  id?: string;
  className?: string;
}

export function RigFilterNote({ reason, returnTo, garageHref, id, className }: RigFilterNoteProps) {
  const loginHref = loginPathReturningTo(returnTo);
  const { t } = useT();
  return (
    <p id={id} className={className}>
      {reason === "sign-in" && (
        <>
          <Link to={loginHref} className={TEXT_LINK_CLASSES}>
            {t("Log in")}
          </Link>{" "}
          {t("as an All-Access member to see only the trails that fit your rig.")}
        </>
      )}
      {reason === "join" && (
        <>
          {t("Fits my rig is part of All-Access.")}{" "}
          <Link to="/all-access" className={TEXT_LINK_CLASSES}>
            {t("Start a free trial")}
          </Link>{" "}
          {t("to see only the trails that fit your rig.")}
        </>
      )}
      {reason === "add-rig" && (
        <>
          <Link to={garageHref} className={TEXT_LINK_CLASSES}>
            {t("Add your rig to My Garage")}
          </Link>{" "}
          {t("to see only the trails that fit it.")}
        </>
      )}
    </p>
  );
}
