/** The values a hint suggests for a date, a time or a range written another way (cli/content/guess.ts). */
import { describe, expect, it } from "vitest";
import { guessAllergen, guessDate, guessDiet, guessRange, guessServing, guessTime } from "../../cli/content/guess.js";

describe("a hint's guess", () => {
  it("reads a date as Germans, the French, the English and Americans write it", () => {
    const written = {
      "20.12.2026": "2026-12-20",
      "7.3.27": "2027-03-07",
      "20/12/2026": "2026-12-20",
      "12/20/2026": "2026-12-20",
      "2026/12/20": "2026-12-20",
      "2026-12-7": "2026-12-07",
      "20. Dezember 2026": "2026-12-20",
      "20 déc. 2026": "2026-12-20",
      "December 20, 2026": "2026-12-20",
      "1er mars 2027": "2027-03-01",
      "31.11.2026": "",
      "20.12.": "",
      morgen: "",
    };
    expect(Object.keys(written).map((text) => guessDate(text))).toEqual(Object.values(written));
    expect(guessDate(20.12)).toBe("");
  });

  it("reads a time as it is said and as YAML reads it, never one that is no time of day", () => {
    const written: [unknown, string][] = [
      ["12 Uhr", "12:00"],
      ["12.30", "12:30"],
      ["12h30", "12:30"],
      ["9:00", "09:00"],
      ["1230", "12:30"],
      ["2 pm", "14:00"],
      ["12 am", "00:00"],
      [12, "12:00"],
      [12.3, "12:30"],
      [12.45, "12:45"],
      ["24:30", ""],
      ["24:00", ""],
      ["12:60", ""],
      ["13 pm", ""],
      [12.345, ""],
      [true, ""],
    ];
    expect(written.map(([value]) => guessTime(value))).toEqual(written.map(([, guess]) => guess));
    expect(guessTime("24 Uhr", { end: true })).toBe("24:00");
  });

  it("reads a range from its two times, midnight allowed at its end", () => {
    expect(guessRange("17 Uhr - 22 Uhr")).toBe("17:00-22:00");
    expect(guessRange("17-24")).toBe("17:00-24:00");
    expect(guessRange("17.00 bis 22.00")).toBe("17:00-22:00");
    expect(guessRange("17:00-24:30")).toBe("");
    expect(guessRange("ab 17 Uhr")).toBe("");
  });

  it("names the allergen, diet or way of serving a name in German, English or French stands for", () => {
    const allergens = {
      Erdnüsse: "peanuts",
      Erdnüße: "peanuts",
      arachides: "peanuts",
      Peanut: "peanuts",
      E: "peanuts",
      Milch: "milk",
      lait: "milk",
      Nüsse: "nuts",
      "fruits à coque": "nuts",
      Sesam: "sesame",
      Weizen: "gluten",
      Œufs: "eggs",
      scharf: "",
      X: "",
    };
    expect(Object.keys(allergens).map(guessAllergen)).toEqual(Object.values(allergens));
    expect(["vegetarisch", "végétalien", "Vegan ", "halal"].map(guessDiet)).toEqual([
      "vegetarian",
      "vegan",
      "vegan",
      "",
    ]);
    expect(["zum Mitnehmen", "sur place", "delivery"].map(guessServing)).toEqual(["take-away", "dine-in", ""]);
  });
});
