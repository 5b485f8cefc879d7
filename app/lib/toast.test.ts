import { afterEach, describe, expect, it } from "vitest";
import { currentToast, dismissToast, subscribeToToasts, toast } from "./toast.ts";

afterEach(() => dismissToast());

describe("toast", () => {
  it("shows one toast at a time: a new one replaces the old", () => {
    toast({ title: "Quote Request Submitted" });
    toast({ title: "Error", description: "Please try again or call us directly.", variant: "destructive" });
    expect(currentToast()).toMatchObject({
      title: "Error",
      description: "Please try again or call us directly.",
      variant: "destructive",
    });
  });

  it("defaults to the normal (non-destructive) style", () => {
    expect(toast({ title: "Great! One more step" }).variant).toBe("default");
  });

  it("tells subscribers about each toast until they unsubscribe", () => {
    const seen: (string | undefined)[] = [];
    const unsubscribe = subscribeToToasts((message) => seen.push(message?.title));
    toast({ title: "First" });
    dismissToast();
    unsubscribe();
    toast({ title: "Second" });
    expect(seen).toEqual(["First", undefined]);
  });

  it("does not dismiss a newer toast when an older one times out", () => {
    const old = toast({ title: "Old" });
    toast({ title: "New" });
    dismissToast(old.id);
    expect(currentToast()?.title).toBe("New");
  });
});
