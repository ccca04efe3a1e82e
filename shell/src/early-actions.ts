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
      // The form's own handler may be there already, mid-hydration, without what was typed (the form takes it when
      // it goes live): this press is the form's to make then, not React's now.
      event.preventDefault();
      event.stopPropagation();
      held.add(form);
      target.documentElement.setAttribute('data-sent-early', '');
    },
    true,
  );
}

const EARLY_CLICK = Symbol.for('tax.earlyClick');

/**
 * A control pressed before the page hydrated (the menu button on a phone): React was not there to hear it. A control
 * marked `data-early-click="name"` and not yet live is remembered here (the last one pressed); its component, once
 * hydrated, marks it live and takes the press with `takeEarlyClick`, and does what it asked for.
 */
export function holdEarlyClicks(target: Document = document): void {
  const view = target.defaultView as unknown as Record<symbol, string | undefined> | null;
  target.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('[data-early-click]') : null;
      const name = control?.getAttribute('data-early-click');
      if (!name || control!.hasAttribute('data-live') || !view) return;
      // Mid-hydration React could hear it too: the press is the component's to take once live. A submit button
      // (page feedback's, whose form works without scripts) does not send its form meanwhile: the component will.
      event.stopPropagation();
      event.preventDefault();
      view[EARLY_CLICK] = name;
    },
    true,
  );
}

/** Marks the control live; whether it was pressed before (once: the press is taken). */
export function takeEarlyClick(control: Element | null, target: Window = window): boolean {
  if (!control) return false;
  control.setAttribute('data-live', '');
  const view = target as unknown as Record<symbol, string | undefined>;
  const name = control.getAttribute('data-early-click');
  if (!name || view[EARLY_CLICK] !== name) return false;
  view[EARLY_CLICK] = undefined;
  return true;
}
