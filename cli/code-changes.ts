/**
 * Whether the tool's code changed since this process started: cli/bin.js knows the bundle it runs and
 * sets the question; run from the sources (the unit tests), it never changed. `site serve` runs for
 * hours while its preview builds, each in a process of its own, take up every edit of templates/,
 * client/ or cli/: its editor must not publish what the code it started with makes.
 */
let check: () => Promise<boolean> = async () => false;

export function setCodeChanged(question: () => Promise<boolean>): void {
  check = question;
}

export const codeChanged = (): Promise<boolean> => check();
