/**
 * Intl's formatters, made once per locale and options: making one loads the
 * locale's data from ICU and costs a hundred times more than formatting with
 * it, and a build formats every price and date once per language.
 */
const dates = new Map<string, Intl.DateTimeFormat>();
const numbers = new Map<string, Intl.NumberFormat>();

function reuse<Format>(made: Map<string, Format>, locale: string, options: object, make: () => Format): Format {
  const key = `${locale}\0${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  reuse(dates, locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  reuse(numbers, locale, options, () => new Intl.NumberFormat(locale, options));
