import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyInput, replayEarlyInputInTurn } from './early-input.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A controlled form of every kind of field, its state shown in an <output>. */
function Form() {
  const [state, setState] = useState({ name: '', note: '', agree: false, kind: 'person', region: '' });
  const set = (patch: Partial<typeof state>) => setState((current) => ({ ...current, ...patch }));
  return (
    <form>
      <input id="name" value={state.name} onChange={(event) => set({ name: event.currentTarget.value.toUpperCase() })} />
      <textarea id="note" value={state.note} onChange={(event) => set({ note: event.currentTarget.value })} />
      <input id="agree" type="checkbox" checked={state.agree} onChange={(event) => set({ agree: event.currentTarget.checked })} />
      <input
        id="person"
        type="radio"
        name="kind"
        value="person"
        checked={state.kind === 'person'}
        onChange={() => set({ kind: 'person' })}
      />
      <input id="firm" type="radio" name="kind" value="firm" checked={state.kind === 'firm'} onChange={() => set({ kind: 'firm' })} />
      <select id="region" value={state.region} onChange={(event) => set({ region: event.currentTarget.value })}>
        <option value="">Any</option>
        <option value="samarkand">Samarkand</option>
      </select>
      <output id="state">{JSON.stringify(state)}</output>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's markup, changed by the visitor before hydration, then hydrated. */
function serverFormChangedEarly(change: (form: HTMLFormElement) => void): HTMLFormElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const form = container.querySelector('form')!;
  change(form);
  act(() => {
    root = hydrateRoot(container, <Form />);
  });
  return form;
}

const field = <T extends Element>(form: HTMLFormElement, id: string) => form.querySelector<T>(`#${id}`)!;
const state = (form: HTMLFormElement) => JSON.parse(field(form, 'state').textContent ?? '{}') as Record<string, unknown>;

describe('changes made in a server-rendered form before hydration', () => {
  it('are on screen but unknown to React until replayed; then they reach each field’s handler', () => {
    const form = serverFormChangedEarly((f) => {
      field<HTMLInputElement>(f, 'name').value = 'dilnoza';
      field<HTMLTextAreaElement>(f, 'note').value = 'Saturday?';
      field<HTMLInputElement>(f, 'agree').checked = true;
      field<HTMLInputElement>(f, 'firm').checked = true;
      field<HTMLSelectElement>(f, 'region').value = 'samarkand';
    });
    expect(field<HTMLInputElement>(form, 'name').value).toBe('dilnoza');
    expect(state(form)).toEqual({ name: '', note: '', agree: false, kind: 'person', region: '' });

    act(() => {
      expect(replayEarlyInput(form)).toBe(5);
    });
    // Through the handlers: the name's handler upper-cases it.
    expect(state(form)).toEqual({ name: 'DILNOZA', note: 'Saturday?', agree: true, kind: 'firm', region: 'samarkand' });
    expect(field<HTMLInputElement>(form, 'name').value).toBe('DILNOZA');
    expect(field<HTMLInputElement>(form, 'agree').checked).toBe(true);
    expect(field<HTMLInputElement>(form, 'firm').checked).toBe(true);
    expect(field<HTMLInputElement>(form, 'person').checked).toBe(false);

    // A replay is idempotent: once React knows the values, another changes nothing.
    act(() => {
      replayEarlyInput(form);
    });
    expect(state(form)).toEqual({ name: 'DILNOZA', note: 'Saturday?', agree: true, kind: 'firm', region: 'samarkand' });
  });

  it('leaves a form React drew in the browser alone (a page reached by a link): nothing to replay', () => {
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      root = createRoot(container);
      root.render(<Form />);
    });
    const form = container.querySelector('form')!;
    act(() => {
      field<HTMLSelectElement>(form, 'region').value = 'samarkand';
    });
    act(() => {
      root!.render(<Form />);
    });
    // Its select has no server default: even a choice React has not heard of is not taken for an early one.
    act(() => {
      expect(replayEarlyInput(form)).toBe(0);
    });
  });

  it('leaves an untouched form alone', () => {
    const form = serverFormChangedEarly(() => {});
    act(() => {
      expect(replayEarlyInput(form)).toBe(0);
    });
    expect(state(form)).toEqual({ name: '', note: '', agree: false, kind: 'person', region: '' });
  });

  it('one after another, each rendered before the next: a handler that builds on what it rendered sees both', async () => {
    function Choices() {
      const [chosen, setChosen] = useState<string[]>([]);
      // Not a functional update: like the calculator, it builds on the state of its own render.
      const toggle = (slug: string, on: boolean) => setChosen(on ? [...chosen, slug] : chosen.filter((s) => s !== slug));
      return (
        <div id="choices">
          {['eds', 'cash'].map((slug) => (
            <input
              key={slug}
              id={slug}
              type="checkbox"
              checked={chosen.includes(slug)}
              onChange={(e) => toggle(slug, e.currentTarget.checked)}
            />
          ))}
          <output id="state">{JSON.stringify(chosen)}</output>
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Choices />);
    document.body.append(container);
    (container.querySelector('#eds') as HTMLInputElement).checked = true;
    (container.querySelector('#cash') as HTMLInputElement).checked = true;
    act(() => {
      root = hydrateRoot(container, <Choices />);
    });
    vi.useFakeTimers();
    try {
      act(() => {
        replayEarlyInputInTurn(container.querySelector('#choices')!);
      });
      for (let i = 0; i < 3; i++) {
        act(() => {
          vi.runOnlyPendingTimers();
        });
      }
    } finally {
      vi.useRealTimers();
    }
    expect(JSON.parse(container.querySelector('#state')!.textContent ?? '[]')).toEqual(['eds', 'cash']);
  });
});
