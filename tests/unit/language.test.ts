/**
 * The language the tool speaks (cli/language.ts): SITE_LANG, else the system's locale, read from
 * POSIX's variables where they name one and from Intl where none does (Windows sets no LANG).
 */
import { describe, expect, it } from "vitest";
import { toolLanguage } from "../../cli/language.js";

describe("the tool's language", () => {
  it("speaks German on a German Windows, which sets no LANG: the system's locale comes from Intl", () => {
    const windows = { Path: "C:\\Windows", USERPROFILE: "C:\\Users\\Amara" };
    expect(toolLanguage(windows, () => "de-DE")).toBe("de");
    expect(toolLanguage(windows, () => "de-AT")).toBe("de");
    expect(toolLanguage(windows, () => "fr-FR")).toBe("en");
  });

  it("lets SITE_LANG decide first, then LC_ALL, LC_MESSAGES and LANG, then Intl", () => {
    const german = () => "de-DE";
    expect(toolLanguage({ SITE_LANG: "en" }, german)).toBe("en");
    expect(toolLanguage({ SITE_LANG: "de", LANG: "en_US.UTF-8" }, () => "en-US")).toBe("de");
    expect(toolLanguage({ LC_ALL: "de_DE.UTF-8", LANG: "en_US.UTF-8" }, () => "en-US")).toBe("de");
    expect(toolLanguage({ LANG: "en_GB.UTF-8" }, german)).toBe("en");
  });

  it("reads a LANG of C or POSIX as naming no language, as Docker and many servers set it", () => {
    expect(toolLanguage({ LANG: "C.UTF-8" }, () => "de-DE")).toBe("de");
    expect(toolLanguage({ LC_ALL: "POSIX" }, () => "en-US")).toBe("en");
  });
});
