/**
 * "Vorschau für den …" (cli/editor/preview-time.ts): the preview of site serve shown as on a
 * chosen day and time, the build's "now" and the browser's clock together, set from the editor.
 */
import { rmSync } from "node:fs";
import { request } from "node:http";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clockScriptPath, previewInstant } from "../../cli/editor/preview-time.js";
import { type Preview, serve } from "../../cli/serve.js";
import { copyContent, root, testNow } from "./helpers.js";

function send(url: string, headers: Record<string, string> = {}, body?: string) {
  const target = new URL(url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: body === undefined ? "GET" : "POST",
        headers,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8").on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("the moment the preview is shown as on", () => {
  it("is a day and a time in Berlin, and one that exists there", () => {
    expect(previewInstant("2026-12-20T18:00")).toEqual({ at: Date.parse("2026-12-20T18:00:00+01:00") });
    expect(previewInstant("2027-07-01T09:30")).toEqual({ at: Date.parse("2027-07-01T09:30:00+02:00") });
    expect(previewInstant("2027-03-28T02:30")).toEqual({ problem: "skipped" });
    for (const wrong of ["2026-02-30T12:00", "2026-12-20", "20.12.2026 18:00", "2026-12-20T25:00"]) {
      expect(previewInstant(wrong), wrong).toEqual({ problem: "invalid" });
    }
  });
});

describe("Vorschau für den … in site serve", () => {
  let dir: string;
  let preview: Preview;
  let base: string;
  let token: string;

  beforeAll(async () => {
    process.env.SITE_NOW = testNow;
    dir = copyContent();
    preview = await serve({ root, contentDir: `${dir}/content`, port: 0, log: () => {}, warn: () => {} });
    base = preview.url.replace(/\/$/, "");
    token = new URL(preview.editorUrl).searchParams.get("token") as string;
  });
  afterAll(async () => {
    await preview?.close();
    delete process.env.SITE_NOW;
    rmSync(dir, { recursive: true, force: true });
  });

  const setTime = async (at: string | null, lang = "de") =>
    JSON.parse(
      (
        await send(
          `${base}/__edit/api/preview-time`,
          { "x-site-token": token, "content-type": "application/json" },
          JSON.stringify({ at, lang }),
        )
      ).body,
    );
  /** Whether the Christmas closure's notice shows without JavaScript on the English home page. */
  const noticeShown = async () => {
    const html = (await send(`${base}/en/`)).body;
    const notice = /<p class="closure-notice"[^>]*>/.exec(html)?.[0] ?? "";
    return notice !== "" && !notice.includes("hidden");
  };

  it("builds the pages as on that day, and sets the browser's clock to it, until it is today again", async () => {
    // 18 November: the closure from 24 December is announced from 10 December on.
    expect(await noticeShown()).toBe(false);
    expect(await setTime("2026-12-20T18:00")).toEqual({
      ok: true,
      at: "2026-12-20T18:00",
      text: "Sonntag, 20. Dezember 2026, 18:00",
    });
    expect(await noticeShown()).toBe(true);
    const page = (await send(`${base}/en/`)).body;
    // Before the page's own scripts, not deferred: their first look at the clock is the chosen moment.
    expect(page).toContain(`<script src="${clockScriptPath}"></script>`);
    const clock = (await send(`${base}${clockScriptPath}`)).body;
    const seen = runInNewContext(`${clock}; [Date.now(), new Date().getTime(), new Date(0).getTime()]`, {
      Date,
      document: { body: null, addEventListener: () => {} },
    }) as number[];
    const chosen = Date.parse("2026-12-20T18:00:00+01:00");
    expect(seen[0] - chosen).toBeGreaterThanOrEqual(0);
    expect(seen[0] - chosen).toBeLessThan(60_000);
    expect(seen[1] - chosen).toBeLessThan(60_000);
    expect(seen[2]).toBe(0);
    expect(clock).toContain("Vorschau für den Sonntag, 20. Dezember 2026, 18:00: so sehen Gäste die Website dann");
    // The editor opens with it set.
    const session = JSON.parse((await send(`${base}/__edit/api/session?lang=de`, { "x-site-token": token })).body);
    expect(session.previewAt).toBe("2026-12-20T18:00");

    expect(await setTime(null)).toEqual({ ok: true, at: null });
    expect(await noticeShown()).toBe(false);
    expect((await send(`${base}/en/`)).body).not.toContain(clockScriptPath);
  });

  it("refuses a moment that does not exist, in the owner's language, and keeps the preview as it was", async () => {
    expect(await setTime("2027-03-28T02:30")).toMatchObject({
      ok: false,
      message: '"2027-03-28T02:30" gibt es in Berlin nicht: die Uhren springen in dieser Nacht von 02:00 auf 03:00',
    });
    expect(await setTime("morgen", "en")).toMatchObject({ ok: false, message: '"morgen" is not a day and time' });
    expect((await send(`${base}/en/`)).body).not.toContain(clockScriptPath);
  });
});
