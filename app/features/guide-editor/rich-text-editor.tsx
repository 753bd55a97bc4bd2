// Rich text for descriptions and waypoint notes (issue "Authoring" point 5): Tiptap with a small
// toolbar of real buttons (bold, italic, headings, lists, link), each with its name and pressed
// state for screen readers. The HTML goes to the server, which sanitizes it (spec §5). Loaded only
// by the editor pages.
import Link from "@tiptap/extension-link";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, Italic, Link as LinkIcon, List, ListOrdered, type LucideIcon } from "lucide-react";
import { useEffect, useId } from "react";
import { cx } from "../../components/ui/class-names";

export interface RichTextEditorProps {
  /** The field's visible name. */
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** A shorter box, for waypoint notes. */
  isCompact?: boolean;
}

/** Tiptap's empty document, stored as no text. */
const EMPTY_DOCUMENT = "<p></p>";

export function RichTextEditor({ label, value, onChange, error, isCompact = false }: RichTextEditorProps) {
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({ openOnClick: false, protocols: ["http", "https", "mailto"] }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id: `${id}-content`,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(error ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
        class: cx(
          "prose max-w-none px-3.5 py-3 focus:outline-none [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-brand-green-dark [&_a]:underline",
          isCompact ? "min-h-24" : "min-h-56",
        ),
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = changed.getHTML();
      onChange(html === EMPTY_DOCUMENT ? "" : html);
    },
  });

  // A value set from outside (a restored draft) replaces the text; typing does not come back here.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.getHTML();
    if (current !== value && !(value === "" && current === EMPTY_DOCUMENT)) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-semibold text-dark-grey">
        {label}
      </span>
      <div
        className={cx(
          "rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand-green-dark",
          error ? "border-brand-red" : "border-limited-grey",
        )}
      >
        {editor && <Toolbar editor={editor} label={label} />}
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-brand-red">
          {error}
        </p>
      )}
    </div>
  );
}

interface ToolButtonProps {
  label: string;
  icon: LucideIcon;
  isActive: boolean;
  onPress: () => void;
}

function ToolButton({ label, icon: Icon, isActive, onPress }: ToolButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isActive}
      onClick={onPress}
      className={cx(
        "inline-flex size-9 items-center justify-center rounded-md hover:bg-neutral-100",
        isActive && "bg-neutral-200 text-dark-grey",
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bullets: current.isActive("bulletList"),
      numbers: current.isActive("orderedList"),
      link: current.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();

  function toggleLink() {
    if (active.link) {
      chain().extendMarkRange("link").unsetLink().run();
      return;
    }
    const href = window.prompt("Link address (https://…)");
    if (href?.trim()) chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  }

  return (
    <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap gap-1 border-b border-grey/20 p-1">
      <ToolButton label="Bold" icon={Bold} isActive={active.bold} onPress={() => chain().toggleBold().run()} />
      <ToolButton label="Italic" icon={Italic} isActive={active.italic} onPress={() => chain().toggleItalic().run()} />
      <ToolButton
        label="Heading"
        icon={Heading2}
        isActive={active.h2}
        onPress={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label="Subheading"
        icon={Heading3}
        isActive={active.h3}
        onPress={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <ToolButton label="Bulleted list" icon={List} isActive={active.bullets} onPress={() => chain().toggleBulletList().run()} />
      <ToolButton
        label="Numbered list"
        icon={ListOrdered}
        isActive={active.numbers}
        onPress={() => chain().toggleOrderedList().run()}
      />
      <ToolButton label={active.link ? "Remove link" : "Link"} icon={LinkIcon} isActive={active.link} onPress={toggleLink} />
    </div>
  );
}
