/**
 * The editor's interface words in German and English: buttons, headings and
 * the names of the fields the forms show. They are labels, like the site's own
 * dictionaries, not messages: what the tool reports (a conflict, a refusal, a
 * save) is a message of the catalogue (editor.ts beside this file). A field the
 * table does not name is shown by its key, spelt out ("legalEntity" → "legal
 * entity", client/editor/form.ts), so a new content type gets a form without a
 * word added here.
 */
import type { ToolLanguage, Words } from "./entry.js";

/** Buttons, headings and states of the editor's page. */
export const interfaceWords = {
  title: { en: "Edit the website", de: "Website bearbeiten" },
  skip: { en: "Skip to the form", de: "Zum Formular springen" },
  files: { en: "Content", de: "Inhalte" },
  openPreview: { en: "Open the preview", de: "Vorschau öffnen" },
  quickTitle: { en: "Edited most", de: "Am häufigsten bearbeitet" },
  quickPhotos: { en: "Photos", de: "Fotos" },
  allContent: { en: "All content ({count})", de: "Alle Inhalte ({count})" },
  previewFor: { en: "Preview as on", de: "Vorschau für den" },
  previewShow: { en: "Show", de: "Zeigen" },
  previewToday: { en: "Today", de: "Heute" },
  previewTodayNote: {
    en: "The preview shows the website as it is now.",
    de: "Die Vorschau zeigt die Website, wie sie jetzt ist.",
  },
  previewBuilding: {
    en: "Building the preview for that moment…",
    de: "Die Vorschau wird für diesen Zeitpunkt gebaut…",
  },
  opensInNewTab: { en: "(opens in a new tab)", de: "(öffnet in neuem Tab)" },
  language: { en: "Language of the editor", de: "Sprache des Editors" },
  save: { en: "Save", de: "Speichern" },
  saving: { en: "Checking the whole site and saving…", de: "Die ganze Website wird geprüft und gespeichert …" },
  savingPhotos: {
    en: "Checking the whole site and saving… The new photo is converted into every size and format the website shows: a few seconds.",
    de: "Die ganze Website wird geprüft und gespeichert … Das neue Foto wird in jede Größe und jedes Format gebracht, die die Website zeigt: ein paar Sekunden.",
  },
  checking: { en: "Checking…", de: "Wird geprüft …" },
  noProblems: { en: "No problems found; not saved yet.", de: "Keine Fehler gefunden; noch nicht gespeichert." },
  problemsFound: { en: "Problems found:", de: "Gefundene Fehler:" },
  undo: { en: "Undo last save", de: "Letztes Speichern rückgängig machen" },
  /** The undo button's word where the screen is narrow; its full name is still read. */
  undoShort: { en: "Undo", de: "Rückgängig" },
  // {item} is what the button acts on: "Add buffet", "Buffet 2 entfernen".
  add: { en: "Add {item}", de: "{item} hinzufügen" },
  remove: { en: "Remove {item}", de: "{item} entfernen" },
  moveUp: { en: "Move {item} up", de: "{item} nach oben" },
  moveDown: { en: "Move {item} down", de: "{item} nach unten" },
  // {value} is what the file holds that the list does not offer ("Sesam" for sesame).
  notAChoice: {
    en: "“{value}”: none of these, untick it to remove it",
    de: "„{value}“: keiner davon, zum Entfernen abwählen",
  },
  removeShort: { en: "Remove", de: "Entfernen" },
  none: { en: "(none)", de: "(keine Angabe)" },
  problemsTitle: { en: "There is a problem", de: "Es gibt ein Problem" },
  conflictTitle: { en: "The file was changed meanwhile", de: "Die Datei wurde zwischenzeitlich geändert" },
  reloadFile: {
    en: "Show the file as it is now (your changes are dropped)",
    de: "Datei so zeigen, wie sie jetzt ist (Ihre Änderungen werden verworfen)",
  },
  overwrite: { en: "Save my version anyway", de: "Meine Fassung trotzdem speichern" },
  markdownText: { en: "Text of the page (Markdown)", de: "Text der Seite (Markdown)" },
  yamlText: { en: "Text of the file (YAML)", de: "Text der Datei (YAML)" },
  preview: { en: "Preview", de: "Vorschau" },
  previewOf: { en: "Preview of the page", de: "Vorschau der Seite" },
  line: { en: "line", de: "Zeile" },
  column: { en: "column", de: "Spalte" },
  key: { en: "Text", de: "Text" },
  chooseFile: {
    en: "Choose what to edit from the list.",
    de: "Wählen Sie aus der Liste, was Sie bearbeiten möchten.",
  },
  loading: { en: "Loading…", de: "Wird geladen …" },
  unsaved: { en: "Not saved yet", de: "Noch nicht gespeichert" },
  newerUnsaved: {
    en: "What you changed while it was saving is not saved yet.",
    de: "Was Sie während des Speicherns geändert haben, ist noch nicht gespeichert.",
  },
  // Photos (client/editor/photo.ts); what the server refuses comes from the catalogue.
  choosePhoto: { en: "Choose a photo…", de: "Foto auswählen …" },
  dropPhoto: { en: "or drop one here", de: "oder eines hierher ziehen" },
  checkingPhoto: { en: "Checking the photo…", de: "Das Foto wird geprüft …" },
  sendingPhoto: { en: "Sending the photo: {percent}%", de: "Das Foto wird gesendet: {percent} %" },
  noPhoto: { en: "No photo yet.", de: "Noch kein Foto." },
  removePhoto: { en: "Remove the photo", de: "Foto entfernen" },
  photoAdded: {
    en: "{file} is checked and is saved with this form: first write what it shows, in every language.",
    de: "{file} ist geprüft und wird mit diesem Formular gespeichert: schreiben Sie vorher in jeder Sprache, was es zeigt.",
  },
  focusTitle: {
    en: "The part that stays when a frame cuts the photo",
    de: "Der Teil, der bleibt, wenn ein Rahmen das Foto beschneidet",
  },
  focusHint: {
    en: "Click or tap that part of the photo, or move the two sliders.",
    de: "Klicken oder tippen Sie auf diesen Teil des Fotos, oder verschieben Sie die beiden Regler.",
  },
  focusAcross: { en: "Across, from the left", de: "Waagerecht, von links" },
  focusDown: { en: "Down, from the top", de: "Senkrecht, von oben" },
  framesTitle: { en: "Where it appears", de: "Wo es erscheint" },
  frameCuts: {
    en: "Only {percent}% of the photo shows here: choose the part that stays.",
    de: "Hier ist nur {percent} % des Fotos zu sehen: wählen Sie den Teil, der bleibt.",
  },
  frameBlurry: {
    en: "The photo is {width} pixels wide, shown up to {shown}: it will look blurry.",
    de: "Das Foto ist {width} Pixel breit, gezeigt bis zu {shown}: es wirkt unscharf.",
  },
  pagePhotos: { en: "Photos of this page", de: "Fotos dieser Seite" },
  // Publishing (client/editor/publish.ts); what it reports comes from the catalogue.
  publish: { en: "Publish", de: "Veröffentlichen" },
  publishTitle: { en: "Publish the website", de: "Website veröffentlichen" },
  publishNow: { en: "Publish now", de: "Jetzt veröffentlichen" },
  checkAgain: { en: "Check again", de: "Erneut prüfen" },
  cancel: { en: "Cancel", de: "Abbrechen" },
  close: { en: "Close", de: "Schließen" },
  password: { en: "Password", de: "Passwort" },
  logIn: { en: "Log in", de: "Anmelden" },
  trustHost: { en: "Same fingerprint: trust it", de: "Gleicher Fingerabdruck: vertrauen" },
  distrustHost: { en: "Not the same: stop", de: "Nicht gleich: abbrechen" },
  whatChanges: { en: "What would change", de: "Was sich ändern würde" },
  noChanges: {
    en: "The website online is the same as yours: there is nothing to publish.",
    de: "Die Website online ist dieselbe wie Ihre: es gibt nichts zu veröffentlichen.",
  },
  unsavedNotPublished: {
    en: "This page has changes you have not saved yet: they are published only once saved.",
    de: "Diese Seite hat Änderungen, die Sie noch nicht gespeichert haben: veröffentlicht werden sie erst, wenn sie gespeichert sind.",
  },
  saveThenPublish: { en: "Save, then publish", de: "Speichern, dann veröffentlichen" },
  publishSaved: { en: "Publish only what is saved", de: "Nur Gespeichertes veröffentlichen" },
} satisfies Record<string, Words>;

export type InterfaceWord = keyof typeof interfaceWords;

/** The nav's name for a content type (registry name) or a file group. */
export const typeNames: Record<string, Words> = {
  buffet: { en: "Buffet", de: "Buffet" },
  hours: { en: "Opening hours", de: "Öffnungszeiten" },
  menu: { en: "Menu", de: "Speisekarte" },
  contact: { en: "Reservations, requests and the way here", de: "Reservierung, Anfragen und Anfahrt" },
  site: { en: "Facts about the restaurant", de: "Angaben zum Restaurant" },
  i18n: { en: "Texts in every language", de: "Texte in allen Sprachen" },
  page: { en: "Pages", de: "Seiten" },
  legal: { en: "Imprint and privacy", de: "Impressum und Datenschutz" },
};

/** The nav's name for a page of the site, by its id in the routes table; an extra page is named by its own. */
export const pageNames: Record<string, Words> = {
  home: { en: "Home page", de: "Startseite" },
  menu: { en: "Menu page", de: "Seite Speisekarte" },
  catering: { en: "Catering", de: "Catering" },
  shop: { en: "Shop", de: "Shop" },
  about: { en: "About us", de: "Über uns" },
  events: { en: "Events", de: "Veranstaltungen" },
  contact: { en: "Contact page", de: "Kontaktseite" },
  impressum: { en: "Imprint", de: "Impressum" },
  datenschutz: { en: "Privacy policy", de: "Datenschutz" },
};

/** Field names by key (or by an anyOf branch's title), and the values of choices. */
export const fieldWords: Record<string, Words> = {
  // buffet.yaml
  show: { en: "Show on the website", de: "Auf der Website zeigen" },
  events: { en: "Buffets", de: "Buffets" },
  date: { en: "Date", de: "Datum" },
  from: { en: "From", de: "Von" },
  to: { en: "To", de: "Bis" },
  location: { en: "Place", de: "Ort" },
  street: { en: "Street and number", de: "Straße und Hausnummer" },
  postcode: { en: "Postcode", de: "Postleitzahl" },
  city: { en: "City", de: "Stadt" },
  newLocation: { en: "Our new location", de: "Unser neuer Standort" },
  // hours.yaml
  weekly: { en: "Every week", de: "Jede Woche" },
  monday: { en: "Monday", de: "Montag" },
  tuesday: { en: "Tuesday", de: "Dienstag" },
  wednesday: { en: "Wednesday", de: "Mittwoch" },
  thursday: { en: "Thursday", de: "Donnerstag" },
  friday: { en: "Friday", de: "Freitag" },
  saturday: { en: "Saturday", de: "Samstag" },
  sunday: { en: "Sunday", de: "Sonntag" },
  closed: { en: "Closed", de: "Geschlossen" },
  range: { en: "One time range", de: "Eine Zeitspanne" },
  ranges: { en: "Several time ranges", de: "Mehrere Zeitspannen" },
  closures: { en: "Closures", de: "Schließungen" },
  reason: { en: "Reason", de: "Grund" },
  special: { en: "Special days", de: "Besondere Tage" },
  hours: { en: "Hours", de: "Zeiten" },
  announceDays: {
    en: "Announce closures and special days this many days ahead",
    de: "Schließungen und besondere Tage so viele Tage vorher ankündigen",
  },
  // menu.yaml
  sections: { en: "Sections", de: "Abschnitte" },
  name: { en: "Name", de: "Name" },
  dishes: { en: "Dishes", de: "Gerichte" },
  description: { en: "Description", de: "Beschreibung" },
  price: { en: "Price in euros", de: "Preis in Euro" },
  variants: { en: "Sizes, each with a price", de: "Größen mit je einem Preis" },
  label: { en: "Size", de: "Größe" },
  allergens: { en: "Allergens", de: "Allergene" },
  additives: { en: "Additives", de: "Zusatzstoffe" },
  diet: { en: "Diet", de: "Ernährung" },
  vegan: { en: "vegan", de: "vegan" },
  vegetarian: { en: "vegetarian", de: "vegetarisch" },
  spicy: { en: "Heat (0 to 3)", de: "Schärfe (0 bis 3)" },
  offered: { en: "Offered", de: "Angeboten" },
  "dine-in": { en: "to eat here", de: "zum Hieressen" },
  "take-away": { en: "to take away", de: "zum Mitnehmen" },
  // contact.yaml
  reservation: { en: "Table reservations by e-mail", de: "Tischreservierung per E-Mail" },
  subject: {
    en: "Subject of the e-mail (the same in every language)",
    de: "Betreff der E-Mail (in jeder Sprache derselbe)",
  },
  body: { en: "The e-mail as it opens for the guest", de: "Die E-Mail, wie sie sich beim Gast öffnet" },
  note: { en: "Note below the buttons", de: "Hinweis unter den Knöpfen" },
  eventRequest: { en: "Requests for a party in our room", de: "Anfragen für Feiern in unserem Raum" },
  cateringRequest: { en: "Catering requests", de: "Catering-Anfragen" },
  directions: { en: "How to get here", de: "Anfahrt" },
  transit: { en: "By bus and train", de: "Mit Bus und Bahn" },
  parking: { en: "By car", de: "Mit dem Auto" },
  access: { en: "Step-free access", de: "Ohne Stufen" },
  map: { en: "Your door on the map", de: "Ihre Tür auf der Karte" },
  latitude: { en: "Latitude (the first number)", de: "Breitengrad (die erste Zahl)" },
  longitude: { en: "Longitude (the second number)", de: "Längengrad (die zweite Zahl)" },
  // site.yaml
  legalEntity: { en: "Legal entity", de: "Rechtsform und Firma" },
  owner: { en: "Owner", de: "Inhaberin oder Inhaber" },
  address: { en: "Address", de: "Adresse" },
  email: { en: "E-mail", de: "E-Mail" },
  phone: { en: "Phone", de: "Telefon" },
  url: { en: "Address of the website", de: "Adresse der Website" },
  orderUrl: { en: "Online ordering page", de: "Seite für Online-Bestellungen" },
  bookingUrl: { en: "Online table booking page", de: "Seite für Online-Tischreservierungen" },
  deliveryPlatforms: { en: "Delivery platforms", de: "Lieferplattformen" },
  vatId: { en: "VAT id", de: "USt-IdNr." },
  register: { en: "Commercial register", de: "Handelsregister" },
  supervisoryAuthority: { en: "Supervisory authority", de: "Aufsichtsbehörde" },
  cuisine: { en: "Cuisine", de: "Küche" },
  chef: { en: "Chef", de: "Küchenchefin oder Küchenchef" },
  defaultLanguage: { en: "Default language (code)", de: "Hauptsprache (Kürzel)" },
  extraPages: { en: "Further pages", de: "Weitere Seiten" },
  deploy: { en: "Publishing (site deploy)", de: "Veröffentlichen (site deploy)" },
  protocol: { en: "Protocol", de: "Protokoll" },
  host: { en: "Server", de: "Server" },
  port: { en: "Port", de: "Port" },
  user: { en: "Login name", de: "Benutzername" },
  folder: { en: "Web folder", de: "Webordner" },
  // photos (site.yaml, menu.yaml, a page's front matter)
  photo: { en: "Photo", de: "Foto" },
  file: { en: "Photo file", de: "Fotodatei" },
  alt: { en: "What the photo shows (alt text)", de: "Was das Foto zeigt (Alternativtext)" },
  decorative: { en: "Only decoration (no alt text)", de: "Nur Schmuck (ohne Alternativtext)" },
  hero: { en: "Photo at the top", de: "Foto oben" },
  focus: { en: "The part that stays", de: "Der Teil, der bleibt" },
  gallery: { en: "Gallery", de: "Galerie" },
  // front matter
  title: { en: "Title", de: "Titel" },
  stand: { en: "Last checked (month)", de: "Stand (Monat)" },
};

/** What one entry of a list is called: "Buffet 2", "Dish 3". */
export const itemWords: Record<string, Words> = {
  events: { en: "Buffet", de: "Buffet" },
  closures: { en: "Closure", de: "Schließung" },
  special: { en: "Special day", de: "Sondertag" },
  sections: { en: "Section", de: "Abschnitt" },
  dishes: { en: "Dish", de: "Gericht" },
  variants: { en: "Size", de: "Größe" },
  deliveryPlatforms: { en: "Platform", de: "Plattform" },
  extraPages: { en: "Page", de: "Seite" },
  ranges: { en: "Time range", de: "Zeitspanne" },
  gallery: { en: "Photo", de: "Foto" },
};

/** A short help under a field: how to write it. */
export const fieldHints: Record<string, Words> = {
  from: { en: "HH:MM, 24 hours, Berlin time", de: "HH:MM, 24 Stunden, Berliner Zeit" },
  to: { en: "HH:MM, 24 hours, Berlin time", de: "HH:MM, 24 Stunden, Berliner Zeit" },
  range: { en: "like 17:00-22:00; 24:00 is midnight", de: "etwa 17:00-22:00; 24:00 ist Mitternacht" },
  ranges: { en: "like 17:00-22:00; 24:00 is midnight", de: "etwa 17:00-22:00; 24:00 ist Mitternacht" },
  postcode: { en: "five digits", de: "fünf Ziffern" },
  price: { en: "like 12.50", de: "etwa 12.50 oder 12,50" },
  phone: { en: "with +49, like +49 30 1234 5678", de: "mit +49, etwa +49 30 1234 5678" },
  url: { en: "starting with https://", de: "beginnt mit https://" },
  orderUrl: { en: "starting with https://", de: "beginnt mit https://" },
  stand: { en: "YYYY-MM", de: "JJJJ-MM" },
  file: {
    en: "a photo in content/images/, like images/kitchen.jpg: choose from the list",
    de: "ein Foto aus content/images/, etwa images/kueche.jpg: wählen Sie aus der Liste",
  },
  alt: {
    en: "for people who cannot see it, as you would say it on the phone",
    de: "für Menschen, die es nicht sehen, so wie Sie es am Telefon sagen würden",
  },
};

/**
 * What a text of the dictionaries is for, beside its key in "Texts in every language", where its
 * words alone do not tell: texts only screen readers say, and settings that are not words at all.
 */
export const dictionaryRows: Record<string, Words> = {
  languageName: { en: "The language's name in the language list", de: "Name der Sprache in der Sprachauswahl" },
  dateLocale: {
    en: "How dates are written: a language code like en-GB, not a text",
    de: "Wie Daten geschrieben werden: ein Sprachkürzel wie de-DE, kein Text",
  },
  skipToContent: {
    en: "Link for keyboard and screen reader users, before the navigation",
    de: "Link für Tastatur und Screenreader, vor der Navigation",
  },
  mainNavigation: {
    en: "The navigation's name, read by screen readers",
    de: "Name der Navigation, von Screenreadern vorgelesen",
  },
  opensInNewTab: {
    en: "Read by screen readers after a link to another website",
    de: "Von Screenreadern nach einem Link zu einer anderen Website vorgelesen",
  },
  menuButton: {
    en: "The button that opens the navigation on a phone",
    de: "Knopf, der auf dem Handy die Navigation öffnet",
  },
  close: {
    en: "Buttons that close the navigation, the pop-up and the filter",
    de: "Knöpfe, die Navigation, Pop-up und Filter schließen",
  },
  languageSwitcher: {
    en: "The language button's name, read by screen readers",
    de: "Name des Sprachknopfs, von Screenreadern vorgelesen",
  },
  menuSections: {
    en: "The menu's bar of sections, its name read by screen readers",
    de: "Leiste der Abschnitte auf der Speisekarte, ihr Name von Screenreadern vorgelesen",
  },
  legalInGerman: {
    en: "Note on the English and French imprint and privacy pages",
    de: "Hinweis auf Impressum und Datenschutz in Englisch und Französisch",
  },
  allergens: { en: "Allergens, as a dish's line names them", de: "Allergene, wie die Zeile eines Gerichts sie nennt" },
  additives: {
    en: "Additives, as a dish's line names them",
    de: "Zusatzstoffe, wie die Zeile eines Gerichts sie nennt",
  },
};

/** Every word of the editor in one language, as the page receives them. */
export function wordsIn(lang: ToolLanguage) {
  const pick = (table: Record<string, Words>) =>
    Object.fromEntries(Object.entries(table).map(([key, words]) => [key, words[lang]]));
  return {
    ui: pick(interfaceWords) as Record<InterfaceWord, string>,
    types: pick(typeNames),
    pages: pick(pageNames),
    fields: pick(fieldWords),
    items: pick(itemWords),
    hints: pick(fieldHints),
    rows: pick(dictionaryRows),
  };
}

export type EditorWords = ReturnType<typeof wordsIn>;
