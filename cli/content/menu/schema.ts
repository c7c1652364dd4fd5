import * as z from "zod";
import { flag, photo, says, texts } from "../schema-parts.js";
import { type Additive, additiveNumbers, allergenCodes, diets } from "./codes.js";

export const servings = ["dine-in", "take-away"] as const;
export type Serving = (typeof servings)[number];
export const maxSpicy = 3;

/** No dish costs this much: a price above it is a slip of the keyboard (1250 for 12.50). */
export const maxPrice = 1000;

/**
 * A price in euros as the owner writes it: 12.50, 12.5 or "12,50", up to
 * maxPrice. Read from the digits typed (the YAML reader hands a number with decimals over as its
 * text, as it does 0x10 or 1e9), so 6.999999999999999999 is refused, never rounded to 7.00 €, and
 * kept in cents, so no sum or format ever meets a binary fraction.
 */
export const price = () =>
  z.union([z.number(), z.string()], { error: says("NotAPrice") }).transform((value, ctx) => {
    const written = typeof value === "number" ? String(value) : value.trim();
    // As YAML reads numbers too: "12.", ".50", "+12.50", "012.50".
    const form = /^([-+]?)(?=[.,]?\d)(\d*)(?:[.,](\d*))?$/;
    const match = form.exec(written);
    if (!match) {
      // "12,5O": a letter typed for the digit it looks like.
      const digits = written.replace(/[Oo]/g, "0").replace(/[lI]/g, "1");
      const guess = digits !== written && form.test(digits) ? digits : "";
      ctx.addIssue({ code: "custom", message: says("NotAPrice"), params: { guess } });
      return z.NEVER;
    }
    const [, sign, euros, decimals = ""] = match;
    if (sign === "-" || (Number(euros) === 0 && Number(decimals || 0) === 0)) {
      ctx.addIssue({ code: "custom", message: says("PriceNotPositive") });
      return z.NEVER;
    }
    if (decimals.length > 2) {
      ctx.addIssue({ code: "custom", message: says("PriceTooPrecise") });
      return z.NEVER;
    }
    const cents = Number(euros) * 100 + Number(decimals.padEnd(2, "0"));
    if (cents > maxPrice * 100) {
      // 1250 written for 12.50: the same digits with the point before the last two.
      const guess = decimals === "" && euros.length >= 3 ? `${euros.slice(0, -2)}.${euros.slice(-2)}` : "";
      const params = { max: maxPrice, guess: Number(guess) <= maxPrice ? guess : "" };
      ctx.addIssue({ code: "custom", message: says("PriceTooHigh"), params });
      return z.NEVER;
    }
    return cents;
  });

const allergenList = () =>
  z
    // Editors complete the codes from the JSON Schema; the check itself names the closest code.
    .array(z.string({ error: says("UnknownAllergen") }).meta({ enum: allergenCodes }), { error: says("NotAList") })
    .superRefine((codes, ctx) => {
      for (const [index, code] of codes.entries()) {
        if ((allergenCodes as readonly string[]).includes(code)) continue;
        // The hint's guess is made from what was written (cli/content/guess.ts): "Erdnüsse" → peanuts.
        ctx.addIssue({ code: "custom", path: [index], message: says("UnknownAllergen") });
      }
    })
    .transform((codes) => allergenCodes.filter((code) => codes.includes(code)));

const additiveList = () =>
  z
    .array(z.unknown().meta({ enum: [...additiveNumbers] }), { error: says("NotAList") })
    .superRefine((numbers, ctx) => {
      for (const [index, number] of numbers.entries()) {
        if (additiveNumbers.includes(number as Additive)) continue;
        ctx.addIssue({ code: "custom", path: [index], message: says("UnknownAdditive") });
      }
    })
    .transform((numbers) => additiveNumbers.filter((number) => numbers.includes(number)));

const variant = z.strictObject({ label: texts(), price: price() });

const dish = z
  .strictObject({
    name: texts(),
    description: texts(),
    price: price().optional(),
    variants: z
      .array(variant, { error: says("NotAList") })
      .min(2, { error: says("VariantsNeedTwo") })
      .optional(),
    allergens: allergenList().default([]),
    additives: additiveList().default([]),
    diet: z.enum(diets, { error: says("NotADiet") }).optional(),
    spicy: z
      .number({ error: says("NotSpicy") })
      .int({ error: says("NotSpicy") })
      .min(0, { error: says("NotSpicy") })
      .max(maxSpicy, { error: says("NotSpicy") })
      .default(0),
    offered: z
      .array(z.enum(servings, { error: says("NotAServing") }), { error: says("NotAList") })
      .min(1, { error: says("NeedsOne") })
      .default([...servings]),
    show: flag().default(true),
    photo: photo().optional(),
  })
  .superRefine((dish, ctx) => {
    const prices = Number(dish.price !== undefined) + Number(dish.variants !== undefined);
    if (prices !== 1) ctx.addIssue({ code: "custom", path: ["price"], message: says("PriceOrVariants") });
  });

const section = z.strictObject({
  name: texts(),
  dishes: z.array(dish, { error: says("NotAList") }),
});

/** content/menu.yaml: the menu, in sections of dishes, every text in every language of the site. */
export const menuSchema = z.strictObject({
  sections: z.array(section, { error: says("NotAList") }),
});

export type Menu = z.output<typeof menuSchema>;
export type MenuSection = Menu["sections"][number];
export type Dish = MenuSection["dishes"][number];
