/**
 * The parts of a page that show what changes most often, the buffets: the pop-up, the home page's
 * block, the cookie banner (which waits for the pop-up) and the events' structured data. Rendered as
 * a page's other templates are, unless the render stage (cli/stages/6-render/render.tsx) asks for
 * the page without them: then each `<Slot>` leaves a mark where its part goes, the rest of the page
 * is rendered and kept without the views only parts read (`partViews`, cli/restaurant/page-model.ts),
 * and each part is rendered once per language and set into every page that shows it. A buffet
 * edit then renders four small parts per language instead of every page.
 */
import { createContext, type ReactNode, useContext } from "react";
import type { partNames } from "../cli/restaurant/page-model.js";
import { BuffetData } from "./BuffetData.js";
import { BuffetDialog } from "./BuffetDialog.js";
import { BuffetPromo } from "./BuffetPromo.js";
import { CookieBanner } from "./CookieBanner.js";

/** Every part, by name, with the props it takes: plain data, which the render stage keeps as JSON. */
export const parts = {
  buffetData: BuffetData,
  buffetDialog: BuffetDialog,
  buffetPromo: BuffetPromo,
  cookieBanner: CookieBanner,
} satisfies Record<(typeof partNames)[number], unknown>;

export type PartName = keyof typeof parts;
export type PartProps<Name extends PartName> = Parameters<(typeof parts)[Name]> extends [infer Props] ? Props : object;

/** A part the page leaves out: which, and its props as JSON. */
export interface PartUse {
  part: PartName;
  props: string;
}

/** Where a page rendered without its parts notes them; the mark is what the page holds in each one's place. */
export interface PartMarks {
  uses: PartUse[];
  mark: (index: number) => string;
}

const MarksContext = createContext<PartMarks | null>(null);
export const MarksProvider = MarksContext.Provider;

type SlotProps<Name extends PartName> =
  Parameters<(typeof parts)[Name]> extends []
    ? { part: Name; props?: undefined }
    : { part: Name; props: PartProps<Name> };

/** Where a part goes: rendered here, or marked when the page is rendered without its parts. */
export function Slot<Name extends PartName>({ part, props }: SlotProps<Name>) {
  const marks = useContext(MarksContext);
  if (!marks) {
    const Part = parts[part] as (props: object) => ReactNode;
    return <Part {...(props ?? {})} />;
  }
  marks.uses.push({ part, props: JSON.stringify(props ?? {}) });
  return marks.mark(marks.uses.length - 1);
}
