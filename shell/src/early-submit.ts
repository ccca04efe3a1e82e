/**
 * A form sent before the page hydrated. On a slow phone a server-rendered form is on screen seconds before its
 * scripts: a visitor fills it and presses "Send". The kit's forms are `method="dialog"`, which the browser itself
 * never sends: nothing happens, and nothing typed is lost. From the first script the page runs, such a press is
 * remembered here; the form, once hydrated, takes what was typed and sends itself (@tax/shared's goLive). Forms
 * with `method="get"` (searches, filters) work without scripts and go their way.
 *
 * Nothing React rendered is touched (hydration would find it changed): the form is remembered in a set under the
 * kit's SENT_EARLY symbol, and the page's root element carries the attribute that shows the send waiting
 * (shared/src/ui/early-input.ts and styles.css: this runs before the kit has loaded).
 */
const SENT_EARLY = Symbol.for('tax.forms.sentEarly');

export function holdEarlySubmits(target: Document = document): void {
  const view = target.defaultView as unknown as Record<symbol, WeakSet<HTMLFormElement> | undefined> | null;
  const held = view?.[SENT_EARLY] ?? new WeakSet<HTMLFormElement>();
  if (view) view[SENT_EARLY] = held;
  target.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (form.getAttribute('method')?.toLowerCase() !== 'dialog' || form.hasAttribute('data-live')) return;
      event.preventDefault();
      held.add(form);
      target.documentElement.setAttribute('data-sent-early', '');
    },
    true,
  );
}
