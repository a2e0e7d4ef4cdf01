import { xml } from '@codemirror/lang-xml';
import { MergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { xmlHighlighting } from './xmlHighlight';

export interface XmlDiffProps {
  saved: string;
  edited: string;
  /** Accessible names of the two sides. */
  savedLabel: string;
  editedLabel: string;
}

/** The saved version beside the edited text, changes marked (@codemirror/merge), both read-only. */
export function XmlDiff({ saved, edited, savedLabel, editedLabel }: XmlDiffProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const extensions = [lineNumbers(), xml(), xmlHighlighting, EditorState.readOnly.of(true)];
    const merge = new MergeView({
      parent: host.current,
      a: {
        doc: saved,
        extensions: [...extensions, EditorView.contentAttributes.of({ 'aria-label': savedLabel })],
      },
      b: {
        doc: edited,
        extensions: [...extensions, EditorView.contentAttributes.of({ 'aria-label': editedLabel })],
      },
      collapseUnchanged: { margin: 3, minSize: 6 },
    });
    return () => merge.destroy();
  }, [saved, edited, savedLabel, editedLabel]);
  return <div ref={host} className="dc-xml-diff" data-testid="xml-diff" />;
}
