import { lazy, Suspense, type ComponentType } from 'react';
import type { FileInputProps, PaginationProps, SelectProps } from '@mantine/core';

/*
 * Mantine's Select, FileInput and Pagination, which the form kit has exported since its first version: no current
 * version of any section draws one (the site's forms use the kit's native select and file picker, the news list its
 * own pages), but a section version that did may still be deployed. Imported with the form kit, they brought
 * floating-ui, Mantine's popover, combobox, scroll area and focus trap into every page with a form, about half of the
 * part's JavaScript. Now they load the first time a page draws one: until then the place is empty (the page's other
 * content is there), and on the server they render once loaded.
 */
const pickers = () => import(/* webpackChunkName: "mantine-pickers" */ './mantine-pickers.ts');

function loadedWhenDrawn<P extends object>(pick: (module: Awaited<ReturnType<typeof pickers>>) => unknown): ComponentType<P> {
  const Loaded = lazy(() => pickers().then((module) => ({ default: pick(module) as ComponentType<P> })));
  return function Picker(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

export const Select = loadedWhenDrawn<SelectProps>((module) => module.Select);
export const FileInput = loadedWhenDrawn<FileInputProps>((module) => module.FileInput);
export const Pagination = loadedWhenDrawn<PaginationProps>((module) => module.Pagination);
