import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useId } from './stable-id.ts';

const renders: string[] = [];

function Field({ id }: { id?: string }) {
  const inputId = useId(id);
  renders.push(inputId);
  return (
    <p>
      <label htmlFor={inputId}>Name</label>
      <input id={inputId} />
    </p>
  );
}

describe('useId (in place of the library one)', () => {
  it('keeps the id the server sent, renders once when hydrated, and gives each field its own', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <Field />
        <Field />
      </>,
    );
    const sent = [...container.querySelectorAll('input')].map((input) => input.id);
    expect(sent[0]).toMatch(/^mantine-[\w-]+$/);
    expect(sent[0]).not.toBe(sent[1]);
    renders.length = 0;
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Field />
          <Field />
        </>,
      );
    });
    expect(renders).toEqual(sent);
    expect([...container.querySelectorAll('input')].map((input) => input.id)).toEqual(sent);
    expect(container.querySelector('label')?.htmlFor).toBe(sent[0]);
  });

  it('uses the id it is given', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field id="email" />);
    expect(container.querySelector('input')?.id).toBe('email');
  });
});
