/**
 * Publishing from the editor of `site serve`, as the owner does it: against a
 * real OpenSSH server on 127.0.0.1 (tests/unit/deploy-servers.ts), the site
 * is checked, the dialog says what would change, and once agreed the pages are
 * on the server with the summary site deploy prints; a failing check refuses,
 * with its reason, and nothing reaches the server.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { type SshServer, startSshServer } from "../unit/deploy-servers.js";
import { expect as baseExpect } from "./fixtures.js";
import { withPreview } from "./preview.js";

let ssh: SshServer | undefined;
let folder = "";

const test = withPreview({ SITE_LANG: "en" }, async (dir) => {
  ssh = await startSshServer();
  folder = join(ssh.www, "site");
  mkdirSync(folder);
  mkdirSync(join(dir, "home"));
  const siteYaml = join(dir, "content/site.yaml");
  writeFileSync(
    siteYaml,
    `${readFileSync(siteYaml, "utf8")}deploy:\n  protocol: sftp\n  host: 127.0.0.1\n  port: ${ssh.port}\n  user: ${ssh.user}\n  folder: ${folder}\n`,
  );
  // The owner's key, no agent, a home without ~/.ssh: no password is needed, none is asked for.
  return { HOME: join(dir, "home"), SSH_AUTH_SOCK: "", SITE_DEPLOY_KEY: ssh.clientKey, SITE_DEPLOY_PASSWORD: "" };
});
test.afterAll(async () => {
  await ssh?.stop();
});

// Checking the whole site and building it again for the upload takes several seconds on a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });

test.describe("publishing from the editor", { tag: "@desktop" }, () => {
  test.describe.configure({ mode: "serial" });
  // The site checked twice and built twice, and the upload.
  test.setTimeout(180_000);

  test("says what would change, then puts the pages on the server and ends with the deploy's summary", async ({
    page,
    preview,
  }) => {
    await page.goto(`${preview.editor}&lang=en&file=buffet.yaml`);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Publish the website" });
    await expect(dialog).toBeVisible();
    // Met for the first time: the host's fingerprint is shown, and nothing is sent to it until she trusts it.
    await expect(dialog.getByRole("alert")).toContainText(
      /^First connection to 127\.0\.0\.1: it shows its ED25519 key with the fingerprint SHA256:\S+compare it/,
    );
    await expect(dialog.getByRole("button", { name: "Not the same: stop" })).toBeFocused();
    await dialog.getByRole("button", { name: "Same fingerprint: trust it" }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      new RegExp(
        `^Dry run: would upload \\d+ files \\(.+\\) and delete 0 files on .+:${folder}; 0 unchanged\\. Nothing was changed$`,
      ),
    );
    await expect(dialog.getByText(/^What would change \(\d+\)$/)).toBeVisible();
    await expect(dialog.getByText(/would upload en\/about\/index\.html/)).toBeAttached();
    // Nothing is on the server before the owner agrees.
    expect(readdirSync(folder)).toEqual([]);
    const axe = await new AxeBuilder({ page }).include("dialog").withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await dialog.getByRole("button", { name: "Publish now" }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      new RegExp(
        `^Deployed to .+:${folder}: uploaded \\d+ files \\(.+\\), deleted 0 files, 0 unchanged, in \\d+\\.\\d\\d s$`,
      ),
    );
    const dist = join(preview.content, "..", "dist");
    for (const file of ["index.html", "en/about/index.html", "sitemap.xml"]) {
      expect(readFileSync(join(folder, file), "utf8"), file).toBe(readFileSync(join(dist, file), "utf8"));
    }
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back to the button that opened the dialog.
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeFocused();
  });

  test("is refused while a check fails, with the check's line, and nothing reaches the server", async ({
    page,
    preview,
  }) => {
    const about = join(preview.content, "pages/about.en.md");
    const text = readFileSync(about, "utf8");
    const before = readdirSync(folder, { recursive: true }).sort();
    const indexBefore = readFileSync(join(folder, "en/about/index.html"), "utf8");
    try {
      // A link the build takes but leads to no part of the page: site check refuses it.
      writeFileSync(about, text.replace("## Our story", "[Our old menu](#alte-karte)\n\n## Our story"));
      await page.goto(`${preview.editor}&lang=en&file=buffet.yaml`);
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Publish the website" });
      const alert = dialog.getByRole("alert");
      await expect(alert).toContainText(
        "a check found 1 problem in the built pages, so nothing was published (the lines below say where, as node cli check would; correct them, then publish again)",
      );
      await expect(alert).toContainText(
        /en\/about\/index\.html:\d+:\d+ link to "#alte-karte" has no target on this page/,
      );
      await expect(dialog.getByRole("button", { name: "Publish now" })).toHaveCount(0);
      expect(readdirSync(folder, { recursive: true }).sort()).toEqual(before);
      expect(readFileSync(join(folder, "en/about/index.html"), "utf8")).toBe(indexBefore);
    } finally {
      writeFileSync(about, text);
    }
  });

  test("with changes not saved, saves them first when the owner asks, then shows what would change with them", async ({
    page,
    preview,
  }) => {
    const file = join(preview.content, "buffet.yaml");
    const text = readFileSync(file, "utf8");
    try {
      await page.goto(`${preview.editor}&lang=en&file=buffet.yaml`);
      await page.getByRole("group", { name: "Buffet 1" }).getByLabel("From", { exact: true }).fill("13:30");
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Publish the website" });
      await expect(dialog).toContainText("This page has changes you have not saved yet");
      // Before: only a note, and the check of what is saved already running. Now nothing runs before she chooses.
      await expect(dialog.getByRole("button", { name: "Save, then publish" })).toBeFocused();
      await expect(dialog.getByRole("button", { name: "Publish only what is saved" })).toBeVisible();
      await dialog.getByRole("button", { name: "Save, then publish" }).click();
      await expect(dialog.getByRole("status")).toHaveText(/^Dry run: would upload \d+ files/);
      await expect(dialog).not.toContainText("not saved yet");
      expect(readFileSync(file, "utf8")).toContain('from: "13:30"');
      await dialog.getByRole("button", { name: "Close" }).click();

      // A change the site refuses is not saved: the form shows why, and nothing is published.
      await page.getByRole("group", { name: "Buffet 1" }).getByLabel("From", { exact: true }).fill("25:00");
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await dialog.getByRole("button", { name: "Save, then publish" }).click();
      await expect(page.getByRole("alert")).toContainText("nothing was saved");
      await expect(dialog).toBeHidden();
      expect(readFileSync(file, "utf8")).toContain('from: "13:30"');

      // Asked twice while the save is on its way: one save, one dialog, no conflict with her own save.
      await page.getByRole("group", { name: "Buffet 1" }).getByLabel("From", { exact: true }).fill("12:30");
      for (let time = 0; time < 2; time++) {
        await page.getByRole("button", { name: "Publish", exact: true }).click();
        await dialog.getByRole("button", { name: "Save, then publish" }).click();
      }
      await expect(dialog.getByRole("status")).toHaveText(/^Dry run: would upload \d+ files/);
      await expect(page.getByRole("dialog")).toHaveCount(1);
      await expect(page.getByRole("status").first()).not.toContainText("was changed since you opened it");
      expect(readFileSync(file, "utf8")).toContain('from: "12:30"');
    } finally {
      writeFileSync(file, text);
    }
  });
});
