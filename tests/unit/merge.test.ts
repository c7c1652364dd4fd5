/**
 * A form's change made on a file changed elsewhere meanwhile (cli/editor/merge.ts): her changes and
 * the other ones both kept, unless both changed one value, each differently.
 */
import { describe, expect, it } from "vitest";
import { mergedValue } from "../../cli/editor/merge.js";

const opened = {
  show: true,
  phone: "+49 30 1234 5678",
  events: [
    { date: "2026-12-06", from: "14:00", to: "18:00" },
    { date: "2026-12-13", from: "14:00", to: "18:00" },
  ],
  note: "Bring friends",
};
const copy = () => structuredClone(opened);

describe("a form's change made on a file changed elsewhere", () => {
  it("keeps both where each changed another value", () => {
    const mine = copy();
    mine.phone = "+49 30 9999 0000";
    const theirs = copy();
    theirs.show = false;
    expect(mergedValue(opened, mine, theirs)?.value).toEqual({ ...opened, show: false, phone: "+49 30 9999 0000" });
  });

  it("keeps both where each changed another entry of a list left in place", () => {
    const mine = copy();
    mine.events[1].to = "19:00";
    const theirs = copy();
    theirs.events[0].date = "2026-12-07";
    expect(mergedValue(opened, mine, theirs, { events: [0, 1] })?.value).toEqual({
      ...opened,
      events: [
        { date: "2026-12-07", from: "14:00", to: "18:00" },
        { date: "2026-12-13", from: "14:00", to: "19:00" },
      ],
    });
  });

  it("takes her list whole where only she changed it, with where its entries came from", () => {
    const mine = copy();
    mine.events = [mine.events[1], mine.events[0], { date: "2026-12-20", from: "12:00", to: "16:00" }];
    const theirs = copy();
    theirs.note = "Bring family";
    const merged = mergedValue(opened, mine, theirs, { events: [1, 0, null] });
    expect(merged).toEqual({ value: { ...mine, note: "Bring family" }, origins: { events: [1, 0, null] } });
  });

  it("takes a value she removed out, and keeps a value added elsewhere", () => {
    const { note: _removed, ...mine } = copy();
    const theirs = { ...copy(), hint: "new elsewhere" };
    expect(mergedValue(opened, mine, theirs)?.value).toEqual({ ...mine, hint: "new elsewhere" });
  });

  it("is the same change where both changed one value alike", () => {
    const mine = copy();
    mine.events[0].from = "15:00";
    const theirs = copy();
    theirs.events[0].from = "15:00";
    expect(mergedValue(opened, mine, theirs)?.value).toEqual(mine);
  });

  it("merges nothing where both changed one value, each differently", () => {
    const mine = copy();
    mine.events[0].from = "15:00";
    const theirs = copy();
    theirs.events[0].from = "16:00";
    expect(mergedValue(opened, mine, theirs)).toBeUndefined();
  });

  it("merges nothing where one side added or moved entries of a list the other changed", () => {
    const mine = copy();
    mine.events[0].to = "19:00";
    const theirs = copy();
    theirs.events.push({ date: "2026-12-20", from: "12:00", to: "16:00" });
    expect(mergedValue(opened, mine, theirs)).toBeUndefined();
    // Her entries moved: the other side's change of the first entry cannot be placed.
    const moved = copy();
    moved.events.reverse();
    moved.events[0].to = "20:00";
    const changed = copy();
    changed.events[0].to = "17:00";
    expect(mergedValue(opened, moved, changed, { events: [1, 0] })).toBeUndefined();
  });
});

describe("a list's entry changed on both sides", () => {
  it("is not merged field by field: it may be another entry the other side moved there", () => {
    // Elsewhere the first buffet was removed and a new one added at the end; she changed the second.
    const theirs = { ...copy(), events: [opened.events[1], { date: "2027-02-07", from: "12:00", to: "18:00" }] };
    const mine = copy();
    mine.events[1].to = "21:00";
    expect(mergedValue(opened, mine, theirs, { events: [0, 1] })).toBeUndefined();
    // Two entries swapped elsewhere, one of them changed by her.
    const swapped = { ...copy(), events: [opened.events[1], opened.events[0]] };
    const changed = copy();
    changed.events[0].to = "21:00";
    expect(mergedValue(opened, changed, swapped, { events: [0, 1] })).toBeUndefined();
  });
});

describe("a merged value", () => {
  it("reads no key a group inherits", () => {
    const original = { constructor: "a", toString: "b" };
    const mine = { constructor: "a" };
    const theirs = { constructor: "a", toString: "b", more: "c" };
    expect(mergedValue(original, mine, theirs)?.value).toEqual({ constructor: "a", more: "c" });
    expect(mergedValue({ a: 1 }, { a: 2 }, { a: 1, constructor: "x" })?.value).toEqual({ a: 2, constructor: "x" });
  });

  it("keeps a key named __proto__ as a key", () => {
    const original = JSON.parse('{"a": 1, "__proto__": {"x": 1}}');
    const mine = JSON.parse('{"a": 2, "__proto__": {"x": 1}}');
    const theirs = JSON.parse('{"a": 1, "__proto__": {"x": 2}}');
    const merged = mergedValue(original, mine, theirs)?.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(JSON.stringify(merged)).toBe('{"a":2,"__proto__":{"x":2}}');
  });
});
