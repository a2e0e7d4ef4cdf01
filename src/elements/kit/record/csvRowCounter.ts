const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts the records of a CSV stream as its bytes arrive (RFC 4180): a line feed inside a quoted value (an
 * SOS note over two lines) is part of the value, not the end of a row. Works on raw UTF-8 bytes — no byte of
 * a multi-byte character is a quote or a line feed — so chunks may split characters anywhere. An escaped
 * quote (`""`) flips the state twice and so leaves it as it was.
 */
export class CsvRowCounter {
  private inQuotes = false;
  private complete = 0;
  /** Bytes seen since the last row ended: a last row without a line break still counts. */
  private pending = false;

  push(chunk: Uint8Array): void {
    for (const byte of chunk) {
      if (byte === QUOTE) this.inQuotes = !this.inQuotes;
      else if (byte === LINE_FEED && !this.inQuotes) {
        this.complete += 1;
        this.pending = false;
        continue;
      }
      this.pending = true;
    }
  }

  /** Records whose line has ended (the header row included). */
  get rows(): number {
    return this.complete;
  }

  /** Records once the stream has ended: the last one may have no line break after it. */
  get finalRows(): number {
    return this.complete + (this.pending ? 1 : 0);
  }
}
