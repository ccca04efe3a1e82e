/**
 * What a visitor typed, chose or picked in a server-rendered form before the page's scripts ran (a slow phone shows
 * the form seconds before it hydrates, and a browser may autofill it). React keeps such values on screen when it
 * hydrates, but never hears of them: the form's state stays empty, a send reports every field as required, and the
 * next render of a field clears it. After hydration each such field's change is replayed through React's own
 * event handling, so it reaches the field's handler (a mask, a parser, the draft) as if typed then.
 *
 * A field counts as changed when it differs from its default (the server's markup; React keeps a controlled field's
 * default equal to its value on every update, so only changes React has not seen differ).
 */

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

/** Replays every early change in a form; the number of fields that had one. */
export function replayEarlyInput(form: HTMLFormElement): number {
  const replays = [...form.elements].map(earlyChange).filter((replay) => replay !== null);
  for (const replay of replays) replay();
  return replays.length;
}
