// The tour under way (ADR 0036): a step card that points at the real element of each stop and takes
// the member from page to page. It is not modal: the page stays usable, and a member who wanders off
// gets a small card to come back or skip. Loaded only while a member's tour is under way.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import type { Onboarding } from "../../../shared/contracts/onboarding.contract";
import { LAST_ONBOARDING_STEP } from "../../../shared/domain/onboarding";
import { Button } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { useToast } from "../../components/ui/toast";
import { failureMessage } from "../../lib/request-feedback";
import { useSession } from "../../lib/session";
import { CARD_GAP, placeCard, type Box, type Size } from "./card-placement";
import { loadTour, moveTour, useChangeTourState } from "./onboarding-client";
import { stepPath, tourSteps, TOUR_STEP_COUNT } from "./tour-steps";
import { useT } from "../../lib/i18n";

/** How long a step waits for its element to appear (a page still loading its data) before pointing at nothing. */
const TARGET_WAIT_MS = 5000;
const TARGET_POLL_MS = 100;
/** Room left around the element inside the spotlight. */
const SPOTLIGHT_PADDING = 6;

const CARD_CLASSES = "fixed z-50 rounded-2xl border border-grey/15 bg-white p-5 text-dark-grey shadow-2xl";
const QUIET_BUTTON_CLASSES = "rounded-md text-sm font-medium text-grey underline underline-offset-2 hover:text-dark-grey";

export default function TourRunner() {
  const { user, updateUser } = useSession();
  const [tour, setTour] = useState<Onboarding | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadTour(controller.signal).then(setTour, () => undefined);
    return () => controller.abort();
  }, []);

  // A token older than the last change (another device finished the tour): the server's word wins.
  const isStale = tour !== null && tour.state !== "in_progress";
  useEffect(() => {
    if (isStale && user) updateUser({ ...user, onboarding_state: tour.state });
  }, [isStale, tour, user, updateUser]);

  if (!user || !tour || isStale) return null;
  return <Tour uuid={user.uuid} initialStep={tour.step} trailHref={tour.trail_href} />;
}

function Tour({ uuid, initialStep, trailHref }: { uuid: string; initialStep: number; trailHref: string | null }) {
  const [step, setStep] = useState(initialStep);
  const [isPending, setPending] = useState(false);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useT();
  const changeTourState = useChangeTourState();
  // Moves are saved in the order they were made, and a skip or finish waits for them.
  const saving = useRef<Promise<unknown>>(Promise.resolve());

  const places = { uuid, trailHref };
  const path = stepPath(step, places);
  const isHere = path === null || path === pathname;

  function goTo(next: number) {
    setStep(next);
    saving.current = saving.current
      .then(() => moveTour(next))
      .catch((error: unknown) => toast.show(t(failureMessage(error)), "error"));
    const nextPath = stepPath(next, places);
    if (nextPath && nextPath !== pathname) void navigate(nextPath);
  }

  async function end(action: "skip" | "finish") {
    setPending(true);
    try {
      await saving.current;
      // The card goes with the tour: focus goes back to the page rather than to nowhere.
      document.getElementById("main-content")?.focus({ preventScroll: true });
      // Said once saved: the page's data, loaded again after, can take a while on a busy map.
      const said =
        action === "finish"
          ? t("You're all set. Take the tour again any time from your dashboard.")
          : t("Tour skipped. Resume it any time from your dashboard.");
      await changeTourState(action, { onSaved: () => toast.show(said) });
    } catch (error) {
      toast.show(t(failureMessage(error)), "error");
      setPending(false);
    }
  }

  const skip = () => void end("skip");
  // On the way to the step's page: the card waits for it rather than flashing on the page being left.
  if (!isHere && navigation.location?.pathname === path) return null;
  if (!isHere) {
    return <PausedCard step={step} onContinue={() => path && void navigate(path)} onSkip={skip} isPending={isPending} />;
  }
  return (
    <StepCard
      step={step}
      isPending={isPending}
      onBack={() => goTo(step - 1)}
      onNext={() => (step === LAST_ONBOARDING_STEP ? void end("finish") : goTo(step + 1))}
      onSkip={skip}
    />
  );
}

interface StepCardProps {
  step: number;
  isPending: boolean;
  onBack: () => void;
  onNext: () => void;
  onSkip: () => void;
}

function StepCard({ step, isPending, onBack, onNext, onSkip }: StepCardProps) {
  const { t } = useT();
  const tourStep = tourSteps(t)[step]!;
  const target = useTargetBox(tourStep.target);
  const cardRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [cardSize, setCardSize] = useState<Size | null>(null);
  const [viewport, setViewport] = useState<Size | null>(null);
  const isLast = step === LAST_ONBOARDING_STEP;

  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    const measure = () => {
      setCardSize({ width: card.offsetWidth, height: card.offsetHeight });
      setViewport({ width: window.innerWidth, height: window.innerHeight });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(card);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, []);

  const box = typeof target === "string" ? null : target;
  const position = cardSize && viewport && target !== "waiting" ? placeCard(box, cardSize, viewport, headerBottom()) : null;
  const isPlaced = position !== null;

  // Each step's card takes focus once shown, so a keyboard or screen-reader user is where the tour is.
  useEffect(() => {
    if (isPlaced) headingRef.current?.focus({ preventScroll: true });
  }, [step, isPlaced]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    onSkip();
  }

  return (
    <>
      {box && <Spotlight box={box} />}
      <div
        ref={cardRef}
        role="dialog"
        aria-labelledby="tour-step-title"
        aria-describedby="tour-step-text"
        onKeyDown={onKeyDown}
        data-tour-step={tourStep.id}
        style={position ?? undefined}
        className={cx(CARD_CLASSES, "w-[calc(100%-1.5rem)] md:w-[22rem]", !position && "invisible")}
      >
        <p className="text-xs font-semibold tracking-wide text-brand-green-dark uppercase">
          {t("Step {number} of {count}", { number: step + 1, count: TOUR_STEP_COUNT })}
        </p>
        <h2 id="tour-step-title" ref={headingRef} tabIndex={-1} className="mt-1 text-lg font-bold focus:outline-none">
          {tourStep.title}
        </h2>
        <p id="tour-step-text" className="mt-1 text-sm text-grey">
          {tourStep.text}
        </p>
        <StepDots step={step} />
        <div className="mt-4 flex items-center gap-2">
          <button type="button" className={cx(QUIET_BUTTON_CLASSES, "mr-auto")} onClick={onSkip} disabled={isPending}>
            {t("Skip tour")}
          </button>
          {step > 0 && (
            <Button variant="secondary" size="sm" onClick={onBack} disabled={isPending}>
              {t("Back")}
            </Button>
          )}
          <Button size="sm" onClick={onNext} disabled={isPending}>
            {isLast ? t("Finish") : t("Next")}
          </Button>
        </div>
      </div>
    </>
  );
}

function StepDots({ step }: { step: number }) {
  return (
    <ol aria-hidden className="mt-3 flex gap-1.5">
      {Array.from({ length: TOUR_STEP_COUNT }, (_, index) => (
        <li key={index} className={cx("h-1.5 rounded-full", index === step ? "w-5 bg-brand-green-dark" : "w-1.5 bg-grey/25")} />
      ))}
    </ol>
  );
}

/** The element of the step, lit up; the rest of the page is dimmed but still takes clicks. */
function Spotlight({ box }: { box: Box }) {
  return (
    <div
      aria-hidden
      data-testid="tour-spotlight"
      className="pointer-events-none fixed z-[45] rounded-xl outline-3 outline-brand-green shadow-[0_0_0_9999px_rgb(32_32_32/0.3)]"
      style={{
        top: box.top - SPOTLIGHT_PADDING,
        left: box.left - SPOTLIGHT_PADDING,
        width: box.width + SPOTLIGHT_PADDING * 2,
        height: box.height + SPOTLIGHT_PADDING * 2,
      }}
    />
  );
}

function PausedCard({
  step,
  isPending,
  onContinue,
  onSkip,
}: {
  step: number;
  isPending: boolean;
  onContinue: () => void;
  onSkip: () => void;
}) {
  const { t } = useT();
  return (
    <section aria-labelledby="tour-paused-title" className={cx(CARD_CLASSES, "inset-x-3 bottom-3 p-4 md:left-auto md:w-80")}>
      <h2 id="tour-paused-title" className="font-bold">
        {t("Tour paused at step {number} of {count}", { number: step + 1, count: TOUR_STEP_COUNT })}
      </h2>
      <p className="mt-0.5 text-sm text-grey">{t("Next: {title}", { title: tourSteps(t)[step]!.title })}</p>
      <div className="mt-3 flex items-center gap-3">
        <Button size="sm" onClick={onContinue} disabled={isPending}>
          {t("Continue the tour")}
        </Button>
        <button type="button" className={QUIET_BUTTON_CLASSES} onClick={onSkip} disabled={isPending}>
          {t("Skip tour")}
        </button>
      </div>
    </section>
  );
}

/** The site header: sticky, and under the top banner until the page scrolls. */
const siteHeader = () => document.querySelector("header");

/** Where the window's content starts below the banner and the header. */
const headerBottom = () => Math.max(0, siteHeader()?.getBoundingClientRect().bottom ?? 0);

/** Brings an element that is not wholly in view up under the sticky header. */
function scrollIntoSight(element: HTMLElement): void {
  const { top, bottom } = element.getBoundingClientRect();
  if (top >= headerBottom() && bottom <= window.innerHeight) return;
  const isReduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const headerHeight = siteHeader()?.offsetHeight ?? 0;
  window.scrollTo({ top: window.scrollY + top - headerHeight - CARD_GAP, behavior: isReduced ? "auto" : "smooth" });
}

/** The first visible element matching `selector`. */
function findVisible(selector: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) return element;
  }
  return null;
}

const boxOf = (element: HTMLElement): Box => {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
};

/**
 * Where the step's element is in the window, followed as the page scrolls and resizes: "waiting"
 * while the page has not drawn it yet, "missing" when it never came.
 */
function useTargetBox(selector: string): Box | "waiting" | "missing" {
  const [box, setBox] = useState<Box | "waiting" | "missing">("waiting");

  const follow = useCallback((element: HTMLElement) => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setBox(element.isConnected ? boxOf(element) : "missing"));
    };
    scrollIntoSight(element);
    setBox(boxOf(element));
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener("scroll", measure, { capture: true, passive: true });
    window.addEventListener("resize", measure);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("scroll", measure, { capture: true });
      window.removeEventListener("resize", measure);
    };
  }, []);

  useEffect(() => {
    setBox("waiting");
    let stopFollowing: (() => void) | undefined;
    const startedAt = Date.now();
    const poll = setInterval(() => {
      const element = findVisible(selector);
      if (element) {
        clearInterval(poll);
        stopFollowing = follow(element);
      } else if (Date.now() - startedAt > TARGET_WAIT_MS) {
        clearInterval(poll);
        setBox("missing");
      }
    }, TARGET_POLL_MS);
    return () => {
      clearInterval(poll);
      stopFollowing?.();
    };
  }, [selector, follow]);

  return box;
}
