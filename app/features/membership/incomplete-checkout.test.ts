import { describe, expect, it, vi } from "vitest";
import { createIncompleteFormTracker } from "./incomplete-checkout";

describe("the incomplete checkout form event", () => {
  it("is sent when a started form is left without submitting", () => {
    const report = vi.fn();
    const tracker = createIncompleteFormTracker(report);
    tracker.fieldChanged();
    tracker.left();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it("is sent once, however often the page is left (pagehide, then the route change)", () => {
    const report = vi.fn();
    const tracker = createIncompleteFormTracker(report);
    tracker.fieldChanged();
    tracker.left();
    tracker.fieldChanged();
    tracker.left();
    expect(report).toHaveBeenCalledTimes(1);
  });

  it("is not sent for a form nobody touched", () => {
    const report = vi.fn();
    createIncompleteFormTracker(report).left();
    expect(report).not.toHaveBeenCalled();
  });

  it("is not sent when the form went off to pay", () => {
    const report = vi.fn();
    const tracker = createIncompleteFormTracker(report);
    tracker.fieldChanged();
    tracker.submitted();
    tracker.left();
    expect(report).not.toHaveBeenCalled();
  });

  it("is sent when the submission failed and the reader then leaves", () => {
    const report = vi.fn();
    const tracker = createIncompleteFormTracker(report);
    tracker.fieldChanged();
    tracker.submitted();
    tracker.submitFailed();
    tracker.left();
    expect(report).toHaveBeenCalledTimes(1);
  });
});
