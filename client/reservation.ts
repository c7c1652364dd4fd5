/**
 * The reservation request: the guest picks a day, a time and how many they
 * are, and the e-mail link carries them, so their mail program opens with
 * the request written. Without JavaScript the fields stay hidden and the
 * same link opens the e-mail with the answers left blank
 * (templates/ReservationRequest.tsx, cli/contact.ts). Each answer goes in
 * as its field gives it ("2025-10-24", "19:30", "4"): a date in ISO form
 * cannot be misread, whatever the guest's language.
 */

/** A text as a mailto: URL carries it (RFC 6068): line breaks as CRLF, every other reserved character percent-encoded. */
export const mailText = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));

/** The answers as the e-mail lists them, below its beginning: "Datum: 2025-10-24". */
export const answerLines = (answers: [label: string, value: string][]) =>
  answers.map(([label, value]) => `${label}: ${value}`).join("\n");

export function startReservation(): void {
  const fields = document.querySelector<HTMLElement>("[data-reservation]");
  const link = document.querySelector<HTMLAnchorElement>("[data-mail]");
  if (!fields || !link) return;
  // data-mail is the link up to the answers, the e-mail's beginning included, already encoded.
  fields.oninput = () => {
    const labels = [...fields.querySelectorAll("label")];
    link.href =
      link.dataset.mail +
      mailText(
        answerLines(
          labels.map((label) => [label.textContent ?? "", (label.control as HTMLInputElement | null)?.value ?? ""]),
        ),
      );
  };
  fields.hidden = false;
}
