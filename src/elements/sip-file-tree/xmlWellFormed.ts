import { XMLValidator } from 'fast-xml-parser';

export interface XmlProblem {
  line: number;
  column: number;
  reason: string;
}

/**
 * Where an XML text stops being well formed, or null. The same validator the server runs before it saves an
 * override, so the editor marks exactly what the server would refuse.
 */
export function xmlProblem(text: string): XmlProblem | null {
  const result = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (result === true) return null;
  return { line: result.err.line, column: result.err.col, reason: result.err.msg };
}
