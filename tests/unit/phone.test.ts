/**
 * The editor on the owner's phone (`site serve --phone`, cli/editor/phone.ts and key.ts): the
 * preview answers on an address of the local network too, only to a browser that brought the
 * printed key, which it keeps in a cookie and never in an address. Plain `site serve` answers
 * this computer alone. The "network" here is 127.0.0.2, another address of the test machine.
 */
import { rmSync } from "node:fs";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromThisComputer, mustBringKey, networkAddress, phoneLines, qrLines } from "../../cli/editor/phone.js";
import { type Preview, serve } from "../../cli/serve.js";
import { copyContent, root, testNow } from "./helpers.js";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(url: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        headers,
        method: body === undefined ? "GET" : "POST",
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The QR code printed in the terminal, read back as a phone's camera reads it. */
async function scanned(lines: string[]): Promise<string> {
  const { default: decodeQR } = await import("qr/decode.js");
  // Each character is two modules, one above the other: █ both light, ▀ the upper, ▄ the lower, " " neither.
  const rows = lines.flatMap((line) => {
    const chars = [...line];
    return [chars.map((char) => char === "█" || char === "▀"), chars.map((char) => char === "█" || char === "▄")];
  });
  const scale = 6;
  const width = rows[0].length * scale;
  const height = rows.length * scale;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light = rows[Math.floor(y / scale)][Math.floor(x / scale)];
      data.fill(light ? 255 : 0, (y * width + x) * 4, (y * width + x) * 4 + 3);
      data[(y * width + x) * 4 + 3] = 255;
    }
  }
  return decodeQR({ width, height, data });
}

describe("the address a phone reaches", () => {
  const entry = (address: string, internal = false, family = "IPv4") =>
    ({ address, internal, family, netmask: "", mac: "", cidr: null }) as never;

  it("is the computer's address on the home network, not its own, a link-local or an IPv6 one", () => {
    expect(
      networkAddress({
        lo: [entry("127.0.0.1", true)],
        docker0: [entry("169.254.3.4")],
        eth0: [entry("fd00::2", false, "IPv6"), entry("203.0.113.9")],
        wlan0: [entry("192.168.178.23")],
      }),
    ).toBe("192.168.178.23");
    expect(networkAddress({ eth0: [entry("203.0.113.9")] })).toBe("203.0.113.9");
    expect(networkAddress({ lo: [entry("127.0.0.1", true)] })).toBeUndefined();
  });

  it("lets in pages without the key only for this computer, by its own address and name", () => {
    expect(fromThisComputer("127.0.0.1")).toBe(true);
    expect(fromThisComputer("::ffff:127.0.0.1")).toBe(true);
    expect(fromThisComputer("192.168.178.40")).toBe(false);
    // Another computer naming 127.0.0.1 as its Host is still another computer.
    expect(mustBringKey("192.168.178.40", "127.0.0.1:8080", "192.168.178.23:8080")).toBe(true);
    expect(mustBringKey("127.0.0.1", "192.168.178.23:8080", "192.168.178.23:8080")).toBe(true);
    expect(mustBringKey("127.0.0.1", "127.0.0.1:8080", "192.168.178.23:8080")).toBe(false);
  });

  it("is printed with a QR code that reads back as the address with its key, and says who can see the editor", async () => {
    const url = "http://192.168.178.23:8080/__edit/?token=Yfqc8b5ijO5JlnakxBuLLJfzNHRYvtFC42kNAVHaRh8";
    expect(await scanned(await qrLines(url, false))).toBe(url);
    const coloured = await qrLines(url, true);
    // White on black whatever the terminal's theme: a dark terminal and a light one show the same code.
    expect(coloured.every((line) => line.startsWith("\u001b[97;40m") && line.endsWith("\u001b[0m"))).toBe(true);
    const lines = await phoneLines(url, false);
    expect(lines[0]).toBe(
      `Edit from your phone: scan the code below with its camera, or open ${url} (the phone must be on the same Wi-Fi as this computer)`,
    );
    expect(lines[lines.length - 1]).toMatch(
      /^The editor can now be reached from your network at 192\.168\.178\.23:8080: whoever has the address above with its key can change your website \(.*stop the preview with Ctrl\+C/,
    );
  });
});

describe("site serve --phone", () => {
  let dir: string;
  let phone: Preview;
  let phoneUrl: URL;
  let network: string;
  let cookie: string;

  beforeAll(async () => {
    process.env.SITE_NOW = testNow;
    dir = copyContent();
    phone = await serve({
      root,
      contentDir: `${dir}/content`,
      port: 0,
      phone: "127.0.0.2",
      log: () => {},
      warn: () => {},
    });
    phoneUrl = new URL(phone.phoneUrl as string);
    network = `http://${phoneUrl.host}`;
  });
  afterAll(async () => {
    await phone?.close();
    delete process.env.SITE_NOW;
    rmSync(dir, { recursive: true, force: true });
  });

  it("prints the network's address with the key, and lets a browser in that brings it, once", async () => {
    expect(phone.phoneUrl).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/__edit\/\?token=[\w-]{43}$/);
    expect(phoneUrl.port).toBe(new URL(phone.url).port);
    const first = await send(phoneUrl.href);
    expect(first.status).toBe(303);
    // Kept in a cookie no script reads and no other site's page sends; the address goes on without it.
    expect(first.headers.location).toBe("/__edit/");
    const [set] = first.headers["set-cookie"] as string[];
    expect(set).toMatch(/; HttpOnly; SameSite=Strict$/);
    cookie = set.split(";")[0];
    const editor = await send(`${network}/__edit/`, { cookie });
    expect(editor.status).toBe(200);
    expect(editor.body).toContain('<script src="/__edit/editor.js" defer></script>');
    expect((await send(`${network}/en/`, { cookie })).status).toBe(200);
  });

  it("refuses the editor and the pages without the key, with a guessed one, and from another origin", async () => {
    for (const path of ["/", "/en/", "/__site/problems", "/__edit/", "/__edit/?token=A"]) {
      expect((await send(`${network}${path}`)).status, path).toBe(403);
    }
    const guessed = `site-editor-${phoneUrl.port}=${"x".repeat(43)}`;
    expect((await send(`${network}/`, { cookie: guessed })).status).toBe(403);
    // The key from the page, replayed by a page of another origin or under another name: refused.
    const key = phoneUrl.searchParams.get("token") as string;
    const post = (headers: Record<string, string>) =>
      send(
        `${network}/__edit/api/unsaved`,
        { "x-site-token": key, "content-type": "application/json", ...headers },
        JSON.stringify({ tab: "phone", files: [] }),
      );
    expect((await post({ cookie, origin: "http://evil.example" })).status).toBe(403);
    expect((await post({ cookie, origin: `http://127.0.0.3:${phoneUrl.port}` })).status).toBe(403);
    expect((await post({ cookie, host: `rebound.example:${phoneUrl.port}` })).status).toBe(403);
    expect((await post({ cookie, "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await post({ cookie, origin: network })).status).toBe(200);
  });

  it("is not how plain site serve answers: that stays on 127.0.0.1", async () => {
    const plain = await serve({ root, contentDir: `${dir}/content`, port: 0, log: () => {}, warn: () => {} });
    try {
      expect(plain.phoneUrl).toBeUndefined();
      const port = new URL(plain.url).port;
      await expect(send(`http://127.0.0.2:${port}/`)).rejects.toThrow(/ECONNREFUSED/);
      // Its editor does not know the name either.
      const key = new URL(plain.editorUrl).searchParams.get("token");
      expect((await send(`http://127.0.0.1:${port}/__edit/?token=${key}`, { host: `127.0.0.2:${port}` })).status).toBe(
        403,
      );
    } finally {
      await plain.close();
    }
  });

  it("says so in one sentence when the address is not this computer's", async () => {
    const failed = await serve({
      root,
      contentDir: `${dir}/content`,
      port: 0,
      phone: "203.0.113.9",
      log: () => {},
      warn: () => {},
    }).catch((error: { texts: (lang: string) => { message: string } }) => error);
    expect((failed as { texts: (lang: "en") => { message: string } }).texts("en").message).toBe(
      "cannot listen on 203.0.113.9 for the phone (EADDRNOTAVAIL)",
    );
  });
});
