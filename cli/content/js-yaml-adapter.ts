/**
 * gray-matter's default YAML engine, backed by the `yaml` package the loader
 * already uses. The bundler puts this in place of js-yaml 3, which gray-matter
 * would otherwise load (with esprima) on every start only to leave it unused:
 * front matter is parsed by content/load.ts with source positions.
 */
import { parse, stringify } from "yaml";

export const safeLoad = (text: string): unknown => parse(text);
export const safeDump = (value: unknown): string => stringify(value);
