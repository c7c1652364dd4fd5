/** hyphen ships no types; cli/stages/typography.ts loads it by language with require(). */
declare module "hyphen/*";
