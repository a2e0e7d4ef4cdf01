import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { tags } from '@lezer/highlight';

/*
 * XML colours that keep 4.5:1 (WCAG AA) on every background the editor and the diff paint: white, the
 * console's #f6f7f9 and the merge view's green and red change marks (5.3:1 at the least). CodeMirror's
 * default style draws tag names in #085, 4.2:1 on the diff's background, and invalid text in #f00, 4.0:1.
 */
const xmlColours = HighlightStyle.define([
  { tag: [tags.tagName, tags.typeName, tags.namespace], color: '#0a6640' },
  { tag: tags.attributeName, color: '#7a3e9d' },
  { tag: [tags.attributeValue, tags.string], color: '#a11111' },
  { tag: [tags.comment, tags.blockComment], color: '#57606a', fontStyle: 'italic' },
  { tag: [tags.processingInstruction, tags.documentMeta], color: '#0b5e8a' },
  { tag: [tags.character, tags.special(tags.string)], color: '#953800' },
  { tag: tags.angleBracket, color: '#57606a' },
  { tag: tags.invalid, color: '#b30000', textDecoration: 'underline wavy' },
]);

/** The syntax highlighting shared by the XML editor and the diff review. */
export const xmlHighlighting = syntaxHighlighting(xmlColours);
