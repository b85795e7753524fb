// Keyboard triage (issue #46 item 3): the queue's keys, and never a key typed into a field.
import { describe, expect, it } from "vitest";
import { queueKeyAction, type KeyLike } from "./queue-keys.ts";

const element = (tag: string, editable = false) =>
  ({
    isContentEditable: editable,
    closest: (selector: string) => (selector.split(", ").some((s) => s === tag || s.startsWith(tag)) ? {} : null),
  }) as unknown as EventTarget;

const press = (key: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  target: element("article"),
  ...extra,
});

describe("queueKeyAction", () => {
  it("maps j/k, the arrows, a, r, e, u and ? on a card", () => {
    expect(queueKeyAction(press("j"))).toBe("next");
    expect(queueKeyAction(press("ArrowDown"))).toBe("next");
    expect(queueKeyAction(press("k"))).toBe("previous");
    expect(queueKeyAction(press("ArrowUp"))).toBe("previous");
    expect(queueKeyAction(press("a"))).toBe("approve");
    expect(queueKeyAction(press("r"))).toBe("reject");
    expect(queueKeyAction(press("e"))).toBe("evidence");
    expect(queueKeyAction(press("u"))).toBe("undo");
    expect(queueKeyAction(press("?"))).toBe("help");
    expect(queueKeyAction(press("x"))).toBeNull();
  });

  it("leaves keys typed into a field, a select or a dialog alone, and shortcuts of the browser", () => {
    for (const tag of ["input", "textarea", "select", "dialog"])
      expect(queueKeyAction(press("a", { target: element(tag) })), tag).toBeNull();
    expect(queueKeyAction(press("a", { target: element("div", true) }))).toBeNull();
    expect(queueKeyAction(press("r", { ctrlKey: true }))).toBeNull();
    expect(queueKeyAction(press("a", { metaKey: true }))).toBeNull();
  });
});
