import { ContactLinks } from "./Contact.js";

/**
 * Asking by e-mail: the button opens the guest's mail program with the subject
 * and the questions to answer (content/contact.yaml); the address and the
 * phone stand beside it for those who write or call another way.
 */
export function RequestBox({ id, title, text, mailto }: { id: string; title: string; text: string; mailto: string }) {
  return (
    <section className="callout request" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <p>
        <a href={mailto} className="button button--primary">
          {title}
        </a>
      </p>
      <ContactLinks />
    </section>
  );
}
