/**
 * Line numbers from offsets: the offsets where lines start, found once, then a binary search per offset. Counting from
 * the start instead costs the file's length per lookup, which for a generated file of 20,000 blocks is minutes.
 */

/** The line (from 1) of an offset into `text`. */
type LineOf = (offset: number) => number;

export function lineIndex(text: string): LineOf {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    // The last line start at or before the offset.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}
