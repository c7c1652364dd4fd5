/** hyphen ships no types; cli/typography.ts loads it by language with require(). */
declare module "hyphen/*";
