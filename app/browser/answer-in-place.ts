/**
 * A form marked `data-answer-in-place` (the newsletter sign-up) is sent in the background, and its
 * answer takes its place where it stands: the thank-you, or the form again with the server's
 * messages. The answer is the very page the form posts to without scripts, so there is one
 * rendering of each answer, in the visitor's language; the element with the form's id is taken
 * from it. While the form is on its way, its button says so (`data-sending`) and a second press
 * does nothing.
 *
 * Only for forms whose submission may safely be repeated: if no answer can be read (the network
 * failed, or the server answered with something else), the form is posted the ordinary way and
 * the visitor lands on whatever the server says.
 */
export function answerInPlace() {
  // On a page with the React runtime, React answers its forms.
  if ("__reactRouterContext" in window) return;
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-answer-in-place")) return;
    event.preventDefault();
    if (form.getAttribute("aria-busy") !== "true") void send(form);
  });
}

async function send(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.setAttribute("aria-busy", "true");
  if (button) {
    button.disabled = true;
    if (form.dataset.sending) button.textContent = form.dataset.sending;
  }
  let answer: HTMLElement | null = null;
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body: new FormData(form),
      credentials: "same-origin",
    });
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    answer = page.getElementById(form.id);
  } catch {
    // No answer to show: the ordinary submission below brings the visitor one.
  }
  if (!answer) {
    HTMLFormElement.prototype.submit.call(form);
    return;
  }
  const shown = document.importNode(answer, true);
  form.replaceWith(shown);
  // The thank-you takes focus; a form sent back takes it on its first message.
  const focus =
    shown instanceof HTMLFormElement
      ? shown.querySelector<HTMLElement>('[role="alert"]:not(:empty), [aria-invalid="true"]')
      : shown;
  focus?.focus();
}
