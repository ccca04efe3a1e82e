/**
 * @tax/shared/workspace-ui — Mantine's components as Mantine ships them, for the staff workspace: tables, forms with
 * @mantine/form, modals, date inputs. A singleton of its own that only the workspace imports, so no public page's
 * first load (nor any public page at all) carries it; its Mantine context is the kit's (the shell's ThemeProvider),
 * since the part comes from the one shell build like the forms and overlays parts. Toasts stay the forms part's
 * (`toastSuccess`, `toastError` from `@tax/shared/forms`): one notifications store in the page.
 */
import { lazy } from 'react';
import 'dayjs/locale/ru';
import 'dayjs/locale/uz-latn';
import './workspace-ui.css';

// What the kit's first-load part lacks (its own Text, Title, Group, Stack, Paper, Card, Badge, Button, Anchor, Alert and
// SimpleGrid serve the workspace too): Mantine's table, form controls, overlays and the like, as Mantine ships them.
export {
  Checkbox,
  Code,
  CopyButton,
  Divider,
  Fieldset,
  Image,
  Loader,
  Modal,
  MultiSelect,
  NavLink,
  Pagination,
  PasswordInput,
  ScrollArea,
  Select,
  Table,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
export type { ComboboxItem } from '@mantine/core';
export { useForm, isEmail, isNotEmpty, hasLength, matches, schemaResolver } from '@mantine/form';
export type { UseFormReturnType } from '@mantine/form';
export { DatePickerInput, DatesProvider } from '@mantine/dates';
export type { DatesRangeValue } from '@mantine/dates';

/** The dayjs locale name of a site locale (for DatesProvider): Uzbek in Latin script, as the site writes it. */
export const DATES_LOCALE = { uz: 'uz-latn', ru: 'ru', en: 'en' } as const;

/**
 * Mantine's TipTap editor, limited to what the public renderer keeps (./rich-text/RichTextField.tsx). A chunk of its
 * own inside this part (TipTap and ProseMirror are most of its weight), loaded when a content page first shows it:
 * the workspace's other pages never download it, and it shares this part's Mantine, so its context is the kit's.
 */
export const RichTextField = lazy(() => import('./rich-text/RichTextField.tsx'));
export type { RichTextFieldProps, RichTextImageDialogProps, RichTextImageOptions } from './rich-text/RichTextField.tsx';
export type { RichTextEditorLabels } from '@mantine/tiptap';
export { cleanPastedHtml } from './rich-text/clean-paste.ts';
