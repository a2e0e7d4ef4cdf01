/** The text with the characters at `indexes` marked (the menu search's matched characters). */
export function HighlightedText({ text, indexes }: { text: string; indexes: readonly number[] }) {
  const marked = new Set(indexes);
  const parts: { text: string; hit: boolean }[] = [];
  // Indexes count UTF-16 units, as the core's fuzzy match does.
  text.split('').forEach((char, index) => {
    const hit = marked.has(index);
    const last = parts[parts.length - 1];
    if (last && last.hit === hit) last.text += char;
    else parts.push({ text: char, hit });
  });
  return (
    <span className="dc-highlight">
      {parts.map((part, index) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder.
          <mark key={index}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder.
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}
