import { beforeEach, describe, expect, it } from "vitest";
import { $toast, TOAST_DURATION_MS, dismissErrorToast, dismissToast, toast } from "./toast.ts";

describe("toast", () => {
  beforeEach(() => $toast.set(null));

  it("shows one toast at a time, for 5 seconds by default", () => {
    toast({ title: "First" });
    const second = toast({ title: "Second", variant: "destructive" });
    expect($toast.get()).toEqual(second);
    expect(second).toMatchObject({ title: "Second", variant: "destructive", durationMs: TOAST_DURATION_MS });
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it("dismisses only the toast it was asked to", () => {
    const first = toast({ title: "First" });
    const second = toast({ title: "Second" });
    dismissToast(first.id); // a late timer of a replaced toast
    expect($toast.get()).toBe(second);
    dismissToast(second.id);
    expect($toast.get()).toBeNull();
  });

  it("closes an error toast when its cause is fixed, and leaves other toasts alone", () => {
    toast({ title: "Error", variant: "destructive" });
    dismissErrorToast();
    expect($toast.get()).toBeNull();
    const kind = toast({ title: "Success" });
    dismissErrorToast();
    expect($toast.get()).toBe(kind);
  });
});
