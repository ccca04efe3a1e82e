/**
 * What a visitor typed, chose or picked in a server-rendered form before the page's scripts ran (a slow phone shows
 * the form seconds before it hydrates, and a browser may autofill it). React keeps such values on screen when it
 * hydrates, but never hears of them: the form's state stays empty, a send reports every field as required, and the
 * next render of a field clears it. After hydration each such field's change is replayed through React's own
 * event handling, so it reaches the field's handler (a mask, a parser, the draft) as if typed then.
 *
 * A field counts as changed when it differs from its default: the server's markup, which React, when it first renders
 * a field, sets to its own value. So the replay runs once, when the fields first appear (after hydration).
 */

import { useEffect, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Sets a property through the prototype's setter: React's value tracker (on the element itself) does not see it. */
function setUnseen(element: Field, property: 'value' | 'checked', value: string | boolean): void {
  const prototype = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(element, value);
}

/**
 * One field's early change, as a replay to run later, or null. Every field's change is read before any is replayed:
 * a replay re-renders the form, and React then puts the fields it does not yet know of back to its own values.
 */
export function earlyChange(element: Element): (() => void) | null {
  if (element instanceof HTMLSelectElement) {
    // The server marks its choice with the selected attribute (the default); React in the browser sets only the
    // property. A select React drew itself has no default, and nothing to replay.
    if (![...element.options].some((option) => option.defaultSelected)) return null;
    const chosen = [...element.options].map((option) => option.selected);
    if (chosen.every((selected, i) => selected === element.options[i]!.defaultSelected)) return null;
    return () => {
      [...element.options].forEach((option, i) => (option.selected = chosen[i] ?? false));
      element.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (element instanceof HTMLTextAreaElement) return valueChange(element);
  if (!(element instanceof HTMLInputElement)) return null;
  switch (element.type) {
    case 'file':
      if (!element.files?.length) return null;
      return () => element.dispatchEvent(new Event('change', { bubbles: true }));
    case 'checkbox':
    case 'radio': {
      const chosen = element.checked;
      if (chosen === element.defaultChecked) return null;
      // A group's change is its chosen radio's; the one left (unchecked now) follows from it.
      if (element.type === 'radio' && !chosen) return null;
      // React reads a check box's change from its click: the click that makes the visitor's choice once more, from
      // the other state, set where React sees it.
      return () => {
        element.checked = !chosen;
        element.click();
        if (element.checked !== chosen) setUnseen(element, 'checked', chosen);
      };
    }
    case 'submit':
    case 'button':
    case 'reset':
    case 'image':
    case 'hidden':
      return null;
    default:
      return valueChange(element);
  }
}

function valueChange(element: HTMLInputElement | HTMLTextAreaElement): (() => void) | null {
  const typed = element.value;
  const before = element.defaultValue;
  if (typed === before) return null;
  // React compares the value with the last one it knew of: set the default through the element's own setter (React
  // remembers it), bring the typed text back unseen, and the input event reads as the change it was.
  return () => {
    element.value = before;
    setUnseen(element, 'value', typed);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

function earlyChanges(root: HTMLElement): (() => void)[] {
  const fields = root instanceof HTMLFormElement ? [...root.elements] : [...root.querySelectorAll('input, textarea, select')];
  return fields.map(earlyChange).filter((replay) => replay !== null);
}

/** Replays every early change in a form or any other element's fields at once; the number of fields that had one. */
export function replayEarlyInput(root: HTMLElement): number {
  const replays = earlyChanges(root);
  for (const replay of replays) replay();
  return replays.length;
}

/**
 * Replays the early changes one task after another, so that React renders each before the next: a handler that
 * builds on the state it rendered with (two boxes ticked in the calculator) sees the one before. Read at once; the
 * returned function stops what is left (the component went away). `then` runs in the task after the last replay.
 */
export function replayEarlyInputInTurn(root: HTMLElement, then?: () => void): () => void {
  const replays = earlyChanges(root);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = (index: number) => {
    timer = setTimeout(() => {
      if (index >= replays.length) return then?.();
      replays[index]!();
      step(index + 1);
    }, 0);
  };
  step(0);
  return () => clearTimeout(timer);
}

/**
 * A kit form sent before the page hydrated. The shell's first script (shell/src/early-actions.ts) holds back the
 * submission of a kit form (`method="dialog"`, which the browser itself never sends) not yet live (FORM_LIVE), remembers
 * it in the set under SENT_EARLY and marks the page's root element; the form, once live and with its early input
 * replayed, sends itself. Nothing React rendered is changed before hydration.
 */
export const FORM_LIVE = 'data-live';
export const SENT_EARLY = Symbol.for('tax.forms.sentEarly');

function sentEarly(): WeakSet<HTMLFormElement> | undefined {
  return (globalThis as unknown as Record<symbol, WeakSet<HTMLFormElement> | undefined>)[SENT_EARLY];
}

/** Marks a hydrated kit form live and sends it if the visitor sent it before: after its early input is replayed. */
export function goLive(form: HTMLFormElement): () => void {
  form.setAttribute(FORM_LIVE, '');
  return replayEarlyInputInTurn(form, () => {
    if (!sentEarly()?.delete(form)) return;
    form.ownerDocument.documentElement.removeAttribute('data-sent-early');
    if (form.isConnected) form.requestSubmit();
  });
}

/**
 * Keeps what a visitor typed or chose in `ref`'s fields before the page's scripts ran: for a component whose fields
 * are React's (controlled, or with a change handler that must hear of the choice). The kit's forms do it themselves.
 */
export function useEarlyInput(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => (ref.current ? replayEarlyInputInTurn(ref.current) : undefined), [ref]);
}
