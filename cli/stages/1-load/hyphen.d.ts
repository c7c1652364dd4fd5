/** hyphen ships no types; cli/stages/1-load/typography.ts loads it by language with require(). */
declare module "hyphen/*";
