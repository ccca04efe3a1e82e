import { useEffect, useState, type ComponentType } from 'react';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { cleanPastedHtml } from './clean-paste.ts';
import './rich-text.css';

export interface RichTextFieldProps {
  /** The HTML the field holds; a new value from outside (a restore, a draft brought back) replaces the text. */
  value: string;
  onChange: (html: string) => void;
  /** The id of the element naming the field (its label). */
  labelledBy: string;
  /** The id of the element describing it (the error message), when there is one. */
  describedBy?: string;
  invalid?: boolean;
  lang?: string;
  /** The toolbar's names in the page's language (Mantine's English otherwise). */
  labels: Partial<RichTextEditorLabels>;
  testId?: string;
  /** Pictures in the text: without it the text takes none. */
  image?: RichTextImageOptions;
}

/** What the picture dialog gets: whether it is open, and how to put a picture in the text or close without one. */
export interface RichTextImageDialogProps {
  opened: boolean;
  onClose: () => void;
  onInsert: (image: { src: string; alt: string }) => void;
  /** The text's language (the alt text is written in it). */
  lang?: string | undefined;
}

export interface RichTextImageOptions {
  /** The toolbar button's name. */
  label: string;
  /** The addresses a picture may have (the site's uploaded images): any other, pasted or not, stays out of the text. */
  accepts: (src: string) => boolean;
  /** The dialog that uploads or picks a picture and asks its alt text. */
  Dialog: ComponentType<RichTextImageDialogProps>;
}

/** A picture's outline for the toolbar button (no icon library in the kit). */
function PictureIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 17l-5-5-9 8" />
    </svg>
  );
}

/**
 * Mantine's TipTap editor limited to what the public article renderer keeps: paragraphs, h2, h3, bulleted and numbered
 * lists, bold, italic, links and quotes, and (with `image`) the site's own pictures with their alt text. The schema
 * drops anything else on paste, after `cleanPastedHtml` took Word's and web pages' styles, classes and hidden parts
 * away. Links open nothing while editing and carry only `href`.
 */
export default function RichTextField({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  lang,
  labels,
  testId,
  image,
}: RichTextFieldProps) {
  // The first one given: the editor's schema is made once.
  const [accepts] = useState(() => image?.accepts);
  const [picking, setPicking] = useState(false);
  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { rel: null, target: null } }),
      // A picture of another site, a data: URL or a pasted file's is not taken in: the server would drop it anyway.
      Image.extend({
        parseHTML: () => [{ tag: 'img[src]', getAttrs: (el) => (accepts?.(el.getAttribute('src') ?? '') ? null : false) }],
      }).configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(lang ? { lang } : {}),
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (restoring a revision, taking the other editor's text, a draft brought back).
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          'aria-invalid': invalid ? 'true' : 'false',
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        },
      },
    });
  }, [editor, invalid, describedBy]);

  return (
    <RichTextEditor editor={editor} labels={labels} data-invalid={invalid || undefined}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        {image ? (
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Control
              onClick={() => setPicking(true)}
              aria-label={image.label}
              title={image.label}
              data-testid="rich-image-open"
            >
              <PictureIcon />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
        ) : null}
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.ClearFormatting />
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
      {image ? (
        <image.Dialog
          opened={picking}
          lang={lang}
          onClose={() => setPicking(false)}
          onInsert={(picture) => {
            setPicking(false);
            editor?.chain().focus().setImage(picture).run();
          }}
        />
      ) : null}
    </RichTextEditor>
  );
}
