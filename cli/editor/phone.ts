/**
 * The editor on the owner's phone, only when she asks for it (`site serve --phone`): the preview
 * listens on one address of the local network too, besides 127.0.0.1, and the terminal prints that
 * address with the run's key, as text and as a QR code for the phone's camera. What reaches the
 * preview from that address, or from any other computer, is let in only with the key (key.ts):
 * the pages as much as the editor, whose unsaved changes are the owner's alone.
 */

import type { Server } from "node:http";
import { createServer as createNetServer, type Server as NetServer } from "node:net";
import { networkInterfaces } from "node:os";
import { say } from "../output.js";

type Interfaces = ReturnType<typeof networkInterfaces>;

/** 10.0.0.0/8, 172.16.0.0/12 and 192.168.0.0/16: the addresses a home's or a restaurant's router hands out. */
const isPrivate = (address: string) => /^(?:10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)/.test(address);

/**
 * The address of this computer a phone on the same network reaches: an IPv4 address of the local
 * network (a phone types and scans those best), a private one first; undefined when there is none.
 */
export function networkAddress(interfaces: Interfaces = networkInterfaces()): string | undefined {
  const candidates = Object.values(interfaces)
    .flat()
    .filter((entry) => entry && entry.family === "IPv4" && !entry.internal && !entry.address.startsWith("169.254."))
    .map((entry) => entry?.address as string);
  return candidates.find(isPrivate) ?? candidates[0];
}

/** Whether a connection comes from this computer itself. */
export const fromThisComputer = (address: string | undefined) =>
  !!address && (/^127\./.test(address) || address === "::1" || /^::ffff:127\./.test(address));

/**
 * Whether a request must bring the key even for the preview's pages: one from another computer,
 * or one that names the network's address (a page of this computer opened through it).
 */
export function mustBringKey(
  remoteAddress: string | undefined,
  host: string,
  networkHost: string | undefined,
): boolean {
  return !fromThisComputer(remoteAddress) || (networkHost !== undefined && host === networkHost);
}

/**
 * The QR code of an address, as lines for the terminal: white squares on black, as phones read
 * them on a dark terminal and a light one alike (the colours are set, not left to the terminal's
 * theme); plain characters where the output is no terminal.
 */
export async function qrLines(url: string, colours: boolean): Promise<string[]> {
  const { default: encodeQR } = await import("qr");
  const lines = encodeQR(url, "ascii")
    .split("\n")
    .filter((line) => line !== "");
  return colours ? lines.map((line) => `\u001b[97;40m${line}\u001b[0m`) : lines;
}

/**
 * What the terminal says for the phone: the address with its key, its QR code, and that the
 * network can now see the editor, and how to stop it.
 */
export async function phoneLines(url: string, colours = process.stdout.isTTY === true): Promise<string[]> {
  const { host } = new URL(url);
  return [say("PhoneEditorAt", { url }), ...(await qrLines(url, colours)), say("PhoneNetworkSees", { address: host })];
}

/** Listens on `address` too, on the same port: each connection there is handed to the preview's server. */
export function listenAlso(server: Server, port: number, address: string): Promise<NetServer> {
  const listener = createNetServer((socket) => server.emit("connection", socket));
  return new Promise((resolve, reject) => {
    listener.once("error", reject);
    listener.listen(port, address, () => resolve(listener));
  });
}
