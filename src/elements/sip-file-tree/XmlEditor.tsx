import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { xml } from '@codemirror/lang-xml';
import { bracketMatching, foldGutter } from '@codemirror/language';
import { type Diagnostic, linter, lintGutter } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { xmlHighlighting } from './xmlHighlight';
import { xmlProblem } from './xmlWellFormed';

export interface XmlEditorProps {
  /** The text shown when the editor opens (a new value replaces the document). */
  value: string;
  readOnly: boolean;
  onChange?(text: string): void;
  /** Accessible name of the editing area. */
  label: string;
}

/** Marks the first place the document stops being well formed, as the server would refuse it. */
const wellFormedLinter = linter((view): Diagnostic[] => {
  const text = view.state.doc.toString();
  const problem = xmlProblem(text);
  if (!problem) return [];
  const line = view.state.doc.line(Math.min(Math.max(problem.line, 1), view.state.doc.lines));
  const from = Math.min(line.from + Math.max(problem.column - 1, 0), line.to);
  return [{ from, to: Math.max(from, line.to), severity: 'error', message: problem.reason }];
});

/**
 * CodeMirror 6 with XML highlighting, folding, line numbers and the well-formedness lint. It mounts its
 * styles as constructed stylesheets in the element's shadow root, which the strict CSP allows.
 */
export function XmlEditor({ value, readOnly, onChange, label }: XmlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          foldGutter(),
          history(),
          bracketMatching(),
          highlightActiveLine(),
          xmlHighlighting,
          xml(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorState.readOnly.of(readOnly),
          // Read-only stays editable (focusable, selectable, scrolled by keyboard); the state refuses changes.
          // An explicit tab stop: axe counts a contenteditable as focusable only with it (scrollable-region-focusable).
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          ...(readOnly ? [] : [wellFormedLinter, lintGutter()]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // A new file (value) or mode re-creates the editor; typing does not come back through `value`.
  }, [value, readOnly, label]);

  return <div ref={host} className="dc-xml-editor" data-testid="xml-editor" />;
}
