// html-validate's rules for every generated page (`site check`).
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // react-dom/server writes some attribute names as React spells them (charSet, hrefLang, dateTime);
    // HTML attribute names are case-insensitive, so browsers and validators read them the same.
    "attr-case": "off",
    // React writes boolean attributes as defer="", the Markdown converter as checked: both are HTML.
    "attribute-boolean-style": "off",
    "attribute-empty-style": ["error", { style: "empty" }],
    // React and our Markdown stage both close void elements as <br/>.
    "void-style": ["error", { style: "selfclosing" }],
  },
};
