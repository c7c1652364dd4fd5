/**
 * One YAML file of the content: parsed with source positions, checked for
 * placeholder text and validated against its schema. Loaded only when a YAML
 * file is not in the build cache: yaml and zod take longer to load than a
 * cached site takes to build.
 */
import { ErrorList, type SiteError } from "../errors.js";
import { checkPlaceholders } from "./placeholders.js";
import { buffetSchema, dictionarySchema, siteSchema } from "./schemas.js";
import { validate } from "./validate.js";
import { parseYaml, type YamlSource } from "./yaml.js";

const schemas = { site: siteSchema, buffet: buffetSchema, dictionary: dictionarySchema };
export type YamlKind = keyof typeof schemas;

export interface YamlRead {
  /** Undefined when the file is not YAML at all. */
  source?: YamlSource;
  /** Undefined when the data does not fit the schema. */
  value?: unknown;
  errors: SiteError[];
}

/** Everything wrong with the file, and as much of it as could be read. */
export function readYamlFile(file: string, text: string, kind: YamlKind): YamlRead {
  const errors = new ErrorList();
  const source = errors.collect(() => parseYaml(file, text));
  // Dictionaries may hold {{param}} fields; every other file must be free of them.
  if (source) checkPlaceholders(source, errors, kind === "dictionary");
  const value = source && errors.collect(() => validate(schemas[kind], source));
  return { source, value, errors: errors.errors };
}
