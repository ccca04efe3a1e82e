import { useCallback, useEffect, useRef, type CSSProperties, type Ref, type TextareaHTMLAttributes } from 'react';
import { InputField, type ControlProps, type FieldFrameProps } from './TextInput.tsx';

/*
 * Mantine's Textarea as the kit's own, on the kit's text field (TextInput.tsx): the same elements, classes, data
 * attributes, custom properties and ids (a test compares them with Mantine's), drawn by the kit's inputs.css. With
 * `autosize` it grows with what is typed, as Mantine's did through an autosize component of its own: here the box is
 * `minRows` rows high and takes its content's height on every change and when the window's width changes. One
 * difference on purpose: `minRows` without `autosize` still sets the box's rows (Mantine's drops it, so the service
 * request's comment box, written for three rows, had the browser's default of two). `maxRows` and the bottom section
 * are not part of the kit's: no page uses them.
 */

export interface TextareaProps
  extends FieldFrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'size' | 'color' | 'width' | 'height'> {
  /** The box grows with its text. */
  autosize?: boolean;
  /** The box's height in rows (the least it is with `autosize`). */
  minRows?: number;
  resize?: CSSProperties['resize'];
  ref?: Ref<HTMLTextAreaElement>;
}

/** The text area's height for its content: its rows at least, its whole text at most (the page's boxes are border-box). */
function fit(element: HTMLTextAreaElement) {
  element.style.height = 'auto';
  const style = getComputedStyle(element);
  const borders = Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth);
  element.style.height = `${element.scrollHeight + (Number.isFinite(borders) ? borders : 0)}px`;
}

export function Textarea({ autosize, minRows, resize, ref, size = 'sm', value, onChange, ...others }: TextareaProps) {
  const element = useRef<HTMLTextAreaElement | null>(null);
  const setElement = useCallback(
    (node: HTMLTextAreaElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  // A value set from outside (a restored draft, a cleared form) changes the text's height too.
  useEffect(() => {
    if (autosize && element.current) fit(element.current);
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- the value is what the box's height follows
  }, [autosize, value]);
  useEffect(() => {
    if (!autosize) return undefined;
    const refit = () => element.current && fit(element.current);
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, [autosize]);
  const control = (props: ControlProps) => (
    <textarea
      {...(props as TextareaHTMLAttributes<HTMLTextAreaElement>)}
      rows={minRows}
      style={resize ? ({ '--input-resize': resize } as CSSProperties) : undefined}
      value={value}
      onChange={(event) => {
        if (autosize) fit(event.currentTarget);
        onChange?.(event);
      }}
      data-no-overflow={autosize || undefined}
      ref={setElement}
    />
  );
  return (
    <InputField
      kind={{
        selector: 'Textarea',
        wrapperVars: { '--input-padding-y': `var(--input-padding-y-${size})` },
        wrapperData: { 'data-multiline': true },
      }}
      size={size}
      control={control}
      {...others}
    />
  );
}
