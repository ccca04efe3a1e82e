/**
 * Puts focus back on the control that had it when a send began, if the browser has dropped it to the page meanwhile:
 * a busy (disabled) send button loses focus, and after a failure the visitor should be where he was, to send again.
 * Runs after the next paint, once the button is enabled again; leaves focus alone if it has gone anywhere else.
 */
export function focusBackAfterBusy(from: Element | null): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const active = document.activeElement;
      if ((!active || active === document.body) && from instanceof HTMLElement && from.isConnected) from.focus();
    }, 0),
  );
}
